import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../appDeps.ts';
import { ok } from '../http/envelope.ts';
import { HttpError } from '../http/httpError.ts';
import { SERVER_MESSAGES } from '../http/serverMessages.ts';
import { parseOrThrow } from '../http/validate.ts';
import { rotateRefreshToken } from './sessions.ts';

const RefreshBodySchema = z.object({ refreshToken: z.string().min(1).max(200) });

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/auth/refresh', async (request) => {
    const { refreshToken } = parseOrThrow(RefreshBodySchema, request.body);
    const result = await rotateRefreshToken(deps.db, deps.accessTokens, refreshToken, deps.now());
    if (result.kind !== 'rotated') {
      if (result.kind === 'reused') request.log.warn('refresh token reuse detected; family revoked');
      throw new HttpError(401, SERVER_MESSAGES.invalidRefreshToken);
    }
    const { sessionExpire: _, ...tokens } = result.session;
    return ok(tokens);
  });
}
