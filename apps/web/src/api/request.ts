import type { ApiEnvelope } from '@bingo/core';
import { MESSAGES } from '@bingo/core';

/** The envelope plus the HTTP status (0 when the request never reached the server). */
export type ApiResult<T> = ApiEnvelope<T> & { httpStatus: number };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string;
  /** Sent as JSON. Leave both json and form out to send an empty body. */
  json?: unknown;
  form?: FormData;
  /** Lets a save finish while the page unloads. */
  keepalive?: boolean;
  signal?: AbortSignal;
}

/**
 * The spec's request helper (§7): optional bearer token, JSON or form body, always resolves to the
 * envelope. A network failure resolves to `{status:false, message:'Network error ...'}` so callers
 * handle every failure the same way.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      keepalive: options.keepalive,
      signal: options.signal,
      cache: 'no-store',
    });
  } catch {
    return { status: false, message: MESSAGES.networkError, httpStatus: 0 };
  }
  return readEnvelope<T>(response);
}

async function readEnvelope<T>(response: Response): Promise<ApiResult<T>> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) {
    // An HTML error page (proxy, crash) has nothing useful to show a person.
    return {
      status: false,
      message: `${MESSAGES.somethingWentWrong} Please try again.`,
      httpStatus: response.status,
    };
  }
  try {
    const envelope = (await response.json()) as ApiEnvelope<T>;
    const ok = response.ok && envelope.status !== false;
    return {
      ...envelope,
      status: ok,
      message: envelope.message || (ok ? '' : MESSAGES.somethingWentWrong),
      httpStatus: response.status,
    };
  } catch {
    return { status: false, message: MESSAGES.somethingWentWrong, httpStatus: response.status };
  }
}
