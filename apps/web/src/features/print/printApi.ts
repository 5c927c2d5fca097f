import type { PrintOptionsInput } from '@bingo/core';
import { authedRequest } from '../../api/authedRequest.ts';
import { type ApiResult, request } from '../../api/request.ts';
import { readSession } from '../../api/session.ts';

export type JobStatus = 'running' | 'done' | 'failed' | 'cancelled';

/** A print job as the server reports it. */
export interface PrintJob {
  jobId: string;
  status: JobStatus;
  pagesDone: number;
  totalPages: number;
  setCode: string;
  watermark: boolean;
  bytes: number;
}

export interface CheckResult {
  setCode: string;
  serial: number;
  serialLabel: string;
  rows: number;
  columns: number;
  cells: { key: number | null; label: string; called: boolean; free: boolean }[];
  completed: { id: string; name: string; cells: number[] }[];
}

/** Printing is public (spec §7): with a session the token goes along so the owner gets the clean file. */
function call<T>(path: string, options: Parameters<typeof request>[1] = {}): Promise<ApiResult<T>> {
  return readSession() ? authedRequest<T>(path, options) : request<T>(path, options);
}

const JOBS = '/api/cards/print-card/jobs';

export function startPrintJob(cardId: string, options: PrintOptionsInput) {
  return call<PrintJob>(JOBS, { method: 'POST', json: { cardId, options } });
}

export function fetchPrintJob(jobId: string, signal?: AbortSignal) {
  return request<PrintJob>(`${JOBS}/${encodeURIComponent(jobId)}`, signal ? { signal } : {});
}

export function cancelPrintJob(jobId: string) {
  return request<PrintJob>(`${JOBS}/${encodeURIComponent(jobId)}`, { method: 'DELETE' });
}

export function printJobFileUrl(jobId: string): string {
  return `${JOBS}/${encodeURIComponent(jobId)}/file`;
}

export function checkPrintedCard(body: {
  cardId: string;
  setCode: string;
  serial: string;
  calledKeys: number[];
}) {
  return request<CheckResult>('/api/cards/print-card/check', { method: 'POST', json: body });
}
