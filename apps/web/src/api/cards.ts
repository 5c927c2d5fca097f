import type { AnonymousSession, Card, CardPayload, CardPayloadInput } from '@bingo/core';
import { CardSchema, MESSAGES } from '@bingo/core';
import { authedRequest } from './authedRequest.ts';
import type { ApiResult } from './request.ts';
import { request } from './request.ts';
import { readSession, saveSession } from './session.ts';

/** A failed call, carrying the HTTP status so screens can tell "not found" from "try again". */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function unwrap<T>(result: ApiResult<T>, fallback: string): T {
  if (result.status && result.data !== undefined) return result.data;
  throw new ApiError(result.message || fallback, result.httpStatus);
}

/**
 * GET /api/cards/{id}: anyone may read a card. With a session the token goes along, so the server's
 * `isEditable` tells whether this visitor may change it. Defaults fill fields an older card lacks.
 */
export async function fetchCard(cardId: string): Promise<Card> {
  const path = `/api/cards/${encodeURIComponent(cardId)}`;
  let result = readSession() ? await authedRequest<unknown>(path) : await request<unknown>(path);
  // A session the server no longer accepts must not hide a card anyone may read.
  if (result.httpStatus === 401) result = await request<unknown>(path);
  return CardSchema.parse(unwrap(result, MESSAGES.failedToFetchCard));
}

/** Whether a card still exists on the server (network trouble counts as "unknown", i.e. true). */
export async function cardExists(cardId: string): Promise<boolean> {
  const result = await request<unknown>(`/api/cards/${encodeURIComponent(cardId)}`);
  return result.status || result.httpStatus === 0 || result.httpStatus >= 500;
}

/** POST /api/annonym/cards/create: a new card and a new anonymous session, which is stored. */
export async function createAnonymousCard(payload?: CardPayloadInput): Promise<ApiResult<AnonymousSession>> {
  const result = await request<AnonymousSession>('/api/annonym/cards/create', { json: payload ?? {} });
  if (result.status && result.data?.jwtAuthToken) saveSession(result.data);
  return result;
}

/** POST /api/cards/create with the visitor's session. */
export function createCard(payload: CardPayloadInput): Promise<ApiResult<{ cardId: string }>> {
  return authedRequest<{ cardId: string }>('/api/cards/create', { json: payload });
}

/** POST /api/cards/create/{id}: a copy of someone's card; the spec sends no payload when cloning. */
export function cloneCard(sourceCardId: string): Promise<ApiResult<{ cardId: string }>> {
  return authedRequest<{ cardId: string }>(`/api/cards/create/${encodeURIComponent(sourceCardId)}`, {
    method: 'POST',
  });
}

/** PUT /api/cards/{id}: the autosave. `keepalive` lets the last save finish while the page closes. */
export function saveCard(cardId: string, payload: CardPayload, keepalive = false): Promise<ApiResult<Card>> {
  return authedRequest<Card>(`/api/cards/${encodeURIComponent(cardId)}`, {
    method: 'PUT',
    json: payload,
    keepalive,
  });
}
