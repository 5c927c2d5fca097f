import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/httpError.ts';
import { SERVER_MESSAGES } from '../http/serverMessages.ts';
import type { AccessTokens } from './accessTokens.ts';
import type { AuthUser } from './roles.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate preHandler (and by optionalUser); null for anonymous requests. */
    user: AuthUser | null;
  }
}

/** The bearer token of a request, or null when there is no Authorization: Bearer header. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The one authentication step of protected routes: a valid access token or 401. */
export function createAuthenticate(accessTokens: AccessTokens): preHandlerAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    const user = token ? await accessTokens.verify(token) : null;
    if (!user) throw new HttpError(401, SERVER_MESSAGES.notAuthorised);
    request.user = user;
  };
}

/** For public routes that answer differently to a signed-in caller; a bad token just means anonymous. */
export async function optionalUser(
  request: FastifyRequest,
  accessTokens: AccessTokens,
): Promise<AuthUser | null> {
  const token = bearerToken(request);
  return token ? accessTokens.verify(token) : null;
}

/** The authenticated user of a route behind authenticate. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, SERVER_MESSAGES.notAuthorised);
  return request.user;
}
