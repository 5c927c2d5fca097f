import type { AnonymousSession, ApiEnvelope, CardPayloadInput } from '@bingo/core';
import type { Role } from '../../src/auth/roles.ts';
import { issueSession } from '../../src/auth/sessions.ts';
import { createUser } from '../../src/auth/users.ts';
import type { TestServer } from './bootTestServer.ts';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: ApiEnvelope<T>;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  /** A raw body (string or FormData) instead of json. */
  body?: BodyInit;
  headers?: Record<string, string>;
}

/** A small client for the server under test: real HTTP over loopback, JSON envelope back. */
export function apiClient(server: TestServer) {
  async function request<T = unknown>(method: string, path: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${server.url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: ApiEnvelope<T>;
    try {
      parsed = JSON.parse(text) as ApiEnvelope<T>;
    } catch {
      throw new Error(`${method} ${path} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`);
    }
    return { status: response.status, headers: response.headers, body: parsed } as ApiResponse<T>;
  }

  return {
    request,
    get: <T = unknown>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T = unknown>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
    put: <T = unknown>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
    delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),

    /** A visitor's first card: anonymous user, session and card. */
    async createAnonymous(payload?: CardPayloadInput): Promise<AnonymousSession> {
      const response = await request<AnonymousSession>('POST', '/api/annonym/cards/create', {
        json: payload,
      });
      if (response.status !== 200 || !response.body.data)
        throw new Error(`anonymous create failed: ${response.status}`);
      return response.body.data;
    },

    /** A user of the given role with a fresh session, made directly in the database. */
    async signIn(role: Role): Promise<{ userId: string; token: string; refreshToken: string }> {
      const user = await createUser(server.db, {
        role,
        email: `${role}-${crypto.randomUUID()}@example.test`,
      });
      const session = await issueSession(server.db, server.accessTokens, { userId: user.id, role });
      return { userId: user.id, token: session.jwtAuthToken, refreshToken: session.jwtRefreshToken };
    },

    /** Creates a card as the given user and returns its id. */
    async createCard(token: string, payload: CardPayloadInput = {}): Promise<string> {
      const response = await request<{ cardId: string }>('POST', '/api/cards/create', {
        token,
        json: payload,
      });
      if (response.status !== 200 || !response.body.data)
        throw new Error(`create failed: ${response.status}`);
      return response.body.data.cardId;
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** Row counts of the tables the API writes, to prove a rejected request changed nothing. */
export async function tableCounts(server: TestServer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['users', 'refresh_tokens', 'cards', 'card_images']) {
    const rows = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0]?.n ?? -1;
  }
  return counts;
}
