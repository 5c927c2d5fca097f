import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/httpError.ts';
import type { Role } from './roles.ts';

/**
 * Runs after authenticate: a valid token of the wrong role is a 403 (the caller is known, just not allowed),
 * unlike a missing token (401).
 */
export function createRequireRole(roles: readonly Role[], message: string): preHandlerAsyncHookHandler {
  return async function requireRole(request: FastifyRequest, _reply: FastifyReply) {
    if (!request.user || !roles.includes(request.user.role)) throw new HttpError(403, message);
  };
}
