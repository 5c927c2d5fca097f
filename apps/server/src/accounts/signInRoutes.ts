import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { hashRefreshToken } from '../auth/sessions.ts';
import { ok } from '../http/envelope.ts';
import { HttpError } from '../http/httpError.ts';
import { parseOrThrow } from '../http/validate.ts';
import type { AccountHelpers } from './accountDeps.ts';
import { accountEmails } from './accountEmails.ts';
import { ACCOUNT_MESSAGES } from './accountMessages.ts';
import { createVerifiedAccount, findAccountByEmail, markEmailVerified } from './accountRepo.ts';
import { EmailOnlyBodySchema, LoginBodySchema, LogoutBodySchema, TokenBodySchema } from './accountSchemas.ts';
import { consumeLinkToken, createLinkToken } from './accountTokens.ts';
import { completeSignIn } from './completeSignIn.ts';
import { verifyAgainstNothing, verifyPassword } from './passwords.ts';

/** Signing in: with a password, with a magic link (which also registers a new address), and signing out. */
export function registerSignInRoutes(app: FastifyInstance, deps: AppDeps, helpers: AccountHelpers): void {
  const { db } = deps;

  app.post('/api/accounts/login', async (request) => {
    const body = parseOrThrow(LoginBodySchema, request.body);
    helpers.limitOrThrow('login', body.email, request);
    const account = await findAccountByEmail(db, body.email);
    const valid = account?.passwordHash
      ? await verifyPassword(body.password, account.passwordHash)
      : await verifyAgainstNothing(body.password);
    if (!account || !valid) throw new HttpError(401, ACCOUNT_MESSAGES.wrongCredentials);
    return ok(await db.transaction((tx) => completeSignIn(tx, deps, account, body.anonymousToken)));
  });

  app.post('/api/accounts/magic-link', async (request) => {
    const body = parseOrThrow(EmailOnlyBodySchema, request.body);
    helpers.limitOrThrow('magic', body.email, request);
    // Known or not, the address gets a link: following it signs in, or creates the account (register by link).
    const token = await createLinkToken(db, {
      purpose: 'magic',
      email: body.email,
      userId: null,
      now: deps.now(),
    });
    helpers.deliverInBackground(
      accountEmails.magicLink(deps.accounts.publicUrl(), body.email, token, body.callbackUrl),
      request.log,
    );
    return ok(null, ACCOUNT_MESSAGES.checkYourEmail);
  });

  app.post('/api/accounts/magic-link/verify', async (request) => {
    const body = parseOrThrow(TokenBodySchema, request.body);
    const signedIn = await db.transaction(async (tx) => {
      const now = deps.now();
      const token = await consumeLinkToken(tx, 'magic', body.token, now);
      if (!token) return null;
      let account = await findAccountByEmail(tx, token.email, true);
      if (account) await markEmailVerified(tx, account.id, now);
      else
        account = await createVerifiedAccount(tx, {
          email: token.email,
          role: 'subscriber',
          passwordHash: null,
          now,
        });
      return completeSignIn(tx, deps, account, body.anonymousToken);
    });
    if (!signedIn) throw new HttpError(400, ACCOUNT_MESSAGES.linkInvalid);
    return ok(signedIn);
  });

  // Ends this one session (refresh token family); other devices stay signed in.
  app.post('/api/auth/logout', async (request) => {
    const { refreshToken } = parseOrThrow(LogoutBodySchema, request.body);
    await db.query(
      `UPDATE refresh_tokens SET revoked_at = $2 WHERE revoked_at IS NULL AND family_id =
         (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
      [hashRefreshToken(refreshToken), new Date(deps.now())],
    );
    return ok(null);
  });
}
