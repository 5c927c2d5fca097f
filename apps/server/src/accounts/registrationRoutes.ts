import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { ok } from '../http/envelope.ts';
import { HttpError } from '../http/httpError.ts';
import { parseOrThrow } from '../http/validate.ts';
import type { AccountHelpers } from './accountDeps.ts';
import { accountEmails } from './accountEmails.ts';
import { ACCOUNT_MESSAGES } from './accountMessages.ts';
import {
  createVerifiedAccount,
  findAccountByEmail,
  findAccountById,
  markEmailVerified,
  revokeAllSessions,
  setPasswordHash,
} from './accountRepo.ts';
import {
  EmailOnlyBodySchema,
  RegisterBodySchema,
  ResetBodySchema,
  TokenBodySchema,
} from './accountSchemas.ts';
import { consumeLinkToken, createLinkToken, isLinkTokenLive } from './accountTokens.ts';
import { completeSignIn } from './completeSignIn.ts';
import { hashPassword } from './passwords.ts';

interface PendingRegistration {
  passwordHash?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Registration with a password, email verification, forgotten and reset passwords. The account is created
 * only when the link is followed, and the pending password travels in the (hashed, single-use) token row,
 * so nobody can squat an address they do not read.
 */
export function registerRegistrationRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  helpers: AccountHelpers,
): void {
  const { db } = deps;

  app.post('/api/accounts/register', async (request) => {
    const body = parseOrThrow(RegisterBodySchema, request.body);
    helpers.limitOrThrow('register', body.email, request);
    // Hashed in every case, so both answers take as long.
    const passwordHash = await hashPassword(body.password);
    const existing = await findAccountByEmail(db, body.email);
    const base = deps.accounts.publicUrl();
    if (existing?.passwordHash) {
      helpers.deliverInBackground(accountEmails.alreadyRegistered(base, body.email), request.log);
    } else {
      const pending: PendingRegistration = {
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
      };
      const token = await createLinkToken(db, {
        purpose: 'verify',
        email: body.email,
        userId: null,
        payload: pending,
        now: deps.now(),
      });
      helpers.deliverInBackground(
        accountEmails.verify(base, body.email, token, body.callbackUrl),
        request.log,
      );
    }
    return ok(null, ACCOUNT_MESSAGES.checkYourEmail);
  });

  app.post('/api/accounts/verify-email', async (request) => {
    const body = parseOrThrow(TokenBodySchema, request.body);
    const signedIn = await db.transaction(async (tx) => {
      const now = deps.now();
      const token = await consumeLinkToken(tx, 'verify', body.token, now);
      if (!token) return null;
      const pending = token.payload as PendingRegistration;
      let account = await findAccountByEmail(tx, token.email, true);
      if (account) {
        if (pending.passwordHash) await setPasswordHash(tx, account.id, pending.passwordHash);
        await markEmailVerified(tx, account.id, now);
      } else {
        account = await createVerifiedAccount(tx, {
          email: token.email,
          role: 'subscriber',
          passwordHash: pending.passwordHash ?? null,
          firstName: pending.firstName,
          lastName: pending.lastName,
          now,
        });
      }
      return completeSignIn(tx, deps, account, body.anonymousToken);
    });
    if (!signedIn) throw new HttpError(400, ACCOUNT_MESSAGES.linkInvalid);
    return ok(signedIn);
  });

  app.post('/api/accounts/forgot-password', async (request) => {
    const body = parseOrThrow(EmailOnlyBodySchema, request.body);
    helpers.limitOrThrow('reset', body.email, request);
    const account = await findAccountByEmail(db, body.email);
    if (account?.email) {
      const token = await createLinkToken(db, {
        purpose: 'reset',
        email: account.email,
        userId: account.id,
        now: deps.now(),
      });
      helpers.deliverInBackground(
        accountEmails.resetPassword(deps.accounts.publicUrl(), account.email, token),
        request.log,
      );
    }
    return ok(null, ACCOUNT_MESSAGES.checkYourEmail);
  });

  // The reset page asks first, so that nobody types a new password into a dead link.
  app.post('/api/accounts/reset-password/check', async (request) => {
    const body = parseOrThrow(TokenBodySchema, request.body);
    const valid = await db.transaction((tx) => isLinkTokenLive(tx, 'reset', body.token, deps.now()));
    return ok({ valid });
  });

  app.post('/api/accounts/reset-password', async (request) => {
    const body = parseOrThrow(ResetBodySchema, request.body);
    const passwordHash = await hashPassword(body.password);
    const signedIn = await db.transaction(async (tx) => {
      const now = deps.now();
      const token = await consumeLinkToken(tx, 'reset', body.token, now);
      const account = token?.user_id ? await findAccountById(tx, token.user_id) : null;
      if (!account) return null;
      await setPasswordHash(tx, account.id, passwordHash);
      await markEmailVerified(tx, account.id, now);
      // Whoever knew the old password is signed out everywhere.
      await revokeAllSessions(tx, account.id, now);
      return completeSignIn(tx, deps, account, undefined);
    });
    if (!signedIn) throw new HttpError(400, ACCOUNT_MESSAGES.linkInvalid);
    return ok(signedIn);
  });
}
