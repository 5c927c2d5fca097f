import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import type { EmailMessage } from '../email/mailer.ts';
import { HttpError } from '../http/httpError.ts';
import { ACCOUNT_MESSAGES } from './accountMessages.ts';
import { type LimitedAction, RateLimiter } from './rateLimiter.ts';

/** The helpers every account route uses: rate limiting and mail delivery. */
export function createAccountHelpers(deps: AppDeps) {
  const limiter = new RateLimiter(deps.now);
  return {
    /** 429 when the address or the client IP has used up its attempts; the same for known and unknown addresses. */
    limitOrThrow(action: LimitedAction, address: string | null, request: FastifyRequest): void {
      if (!limiter.allow(action, address, request.ip))
        throw new HttpError(429, ACCOUNT_MESSAGES.tooManyAttempts);
    },
    /**
     * Sends without making the answer wait: the routes that mail only known addresses would otherwise answer
     * measurably slower for them, which tells a stranger the address is registered.
     */
    deliverInBackground(message: EmailMessage, log: FastifyBaseLogger): void {
      deps.mailer
        .send(message)
        .catch((error: unknown) => log.error({ err: error }, 'sending an account email failed'));
    },
  };
}

export type AccountHelpers = ReturnType<typeof createAccountHelpers>;
