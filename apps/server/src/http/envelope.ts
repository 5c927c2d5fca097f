import type { ApiEnvelope } from '@bingo/core';

/** The success envelope of spec §7. */
export function ok<T>(data: T, message?: string): ApiEnvelope<T> {
  return message === undefined ? { status: true, data } : { status: true, message, data };
}

/** The failure envelope; data carries details such as the rejected file count. */
export function fail(message: string, data?: unknown): ApiEnvelope<unknown> {
  return data === undefined ? { status: false, message } : { status: false, message, data };
}
