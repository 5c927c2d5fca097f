import type { PrintOptionsInput } from '@bingo/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cancelPrintJob, fetchPrintJob, type PrintJob, printJobFileUrl, startPrintJob } from './printApi.ts';

const POLL_MS = 400;

export type PrintState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'running'; job: PrintJob }
  | { phase: 'done'; job: PrintJob }
  | { phase: 'failed'; message: string }
  | { phase: 'cancelled' };

/** Starts the browser's download of a finished print without leaving the page. */
function download(job: PrintJob): void {
  const link = document.createElement('a');
  link.href = printJobFileUrl(job.jobId);
  link.download = `bingo-${job.setCode}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * A print job from start to download: the server draws the PDF in slices and reports pages done, so
 * the progress bar is real; cancel stops the server's work too.
 */
export function usePrintJob(cardId: string) {
  const [state, setState] = useState<PrintState>({ phase: 'idle' });
  const poller = useRef<AbortController | null>(null);

  useEffect(() => () => poller.current?.abort(), []);

  const follow = useCallback(async (job: PrintJob, signal: AbortSignal) => {
    let current = job;
    while (!signal.aborted && current.status === 'running') {
      setState({ phase: 'running', job: current });
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const next = await fetchPrintJob(current.jobId, signal);
      if (signal.aborted) return;
      if (!next.status || !next.data) {
        setState({ phase: 'failed', message: next.message || 'The print could not be finished.' });
        return;
      }
      current = next.data;
    }
    if (signal.aborted) return;
    if (current.status === 'done') {
      setState({ phase: 'done', job: current });
      download(current);
    } else if (current.status === 'cancelled') setState({ phase: 'cancelled' });
    else setState({ phase: 'failed', message: 'The print could not be finished. Please try again.' });
  }, []);

  const start = useCallback(
    async (options: PrintOptionsInput) => {
      poller.current?.abort();
      const controller = new AbortController();
      poller.current = controller;
      setState({ phase: 'starting' });
      const result = await startPrintJob(cardId, options);
      if (!result.status || !result.data) {
        setState({ phase: 'failed', message: result.message || 'The print could not be started.' });
        return;
      }
      await follow(result.data, controller.signal);
    },
    [cardId, follow],
  );

  const cancel = useCallback(async () => {
    const running = state.phase === 'running' ? state.job : null;
    poller.current?.abort();
    setState({ phase: 'cancelled' });
    if (running) await cancelPrintJob(running.jobId);
  }, [state]);

  return { state, start, cancel, reset: () => setState({ phase: 'idle' }) };
}
