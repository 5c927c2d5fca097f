import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { createAuthenticate } from '../auth/authenticate.ts';
import { createRequireRole } from '../auth/requireRole.ts';
import { ok } from '../http/envelope.ts';
import { HttpError } from '../http/httpError.ts';
import { SERVER_MESSAGES } from '../http/serverMessages.ts';
import { parseOrThrow } from '../http/validate.ts';
import type { AccountHelpers } from './accountDeps.ts';
import { accountEmails } from './accountEmails.ts';
import { ACCOUNT_MESSAGES } from './accountMessages.ts';
import {
  findAccountByEmail,
  findAccountById,
  revokeAllSessions,
  setEmail,
  setPasswordHash,
} from './accountRepo.ts';
import { ChangePasswordBodySchema, SendOtpBodySchema, UpdateViaOtpBodySchema } from './accountSchemas.ts';
import { consumeOtp, createOtp } from './accountTokens.ts';
import { completeSignIn } from './completeSignIn.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { requireAccount } from './profileRoutes.ts';
import { toViewer } from './viewer.ts';

type OtpPayload = { action: 'email'; newEmail: string } | { action: 'password' };

/**
 * Changing the email (an OTP sent to the new address proves it is yours), the password with an OTP, and
 * the password with the current one. Password changes end every other session and hand back a new one.
 */
export function registerCredentialRoutes(app: FastifyInstance, deps: AppDeps, helpers: AccountHelpers): void {
  const authenticate = createAuthenticate(deps.accessTokens);
  const accountsOnly = createRequireRole(['subscriber', 'administrator'], SERVER_MESSAGES.notAuthorised);
  const preHandler = [authenticate, accountsOnly];
  const { db } = deps;

  app.post('/api/users/me/otp', { preHandler }, async (request) => {
    const body = parseOrThrow(SendOtpBodySchema, request.body);
    const account = await requireAccount(deps, request);
    if (!account.email) throw new HttpError(400, ACCOUNT_MESSAGES.noEmailOnAccount);
    helpers.limitOrThrow('otpSend', account.id, request);
    const now = deps.now();
    if (body.updateAction === 'email') {
      const owner = await findAccountByEmail(db, body.newEmail);
      if (owner && owner.id !== account.id) {
        helpers.deliverInBackground(
          accountEmails.addressInUse(deps.accounts.publicUrl(), body.newEmail),
          request.log,
        );
      } else {
        const payload: OtpPayload = { action: 'email', newEmail: body.newEmail };
        const otp = await createOtp(db, { userId: account.id, email: body.newEmail, payload, now });
        helpers.deliverInBackground(accountEmails.otp(body.newEmail, otp, 'email'), request.log);
      }
    } else {
      const payload: OtpPayload = { action: 'password' };
      const otp = await createOtp(db, { userId: account.id, email: account.email, payload, now });
      helpers.deliverInBackground(accountEmails.otp(account.email, otp, 'password'), request.log);
    }
    return ok(null, ACCOUNT_MESSAGES.checkYourEmail);
  });

  app.post('/api/users/me/update-via-otp', { preHandler }, async (request) => {
    const body = parseOrThrow(UpdateViaOtpBodySchema, request.body);
    const account = await requireAccount(deps, request);
    helpers.limitOrThrow('otp', account.id, request);
    const newPasswordHash = body.newPassword ? await hashPassword(body.newPassword) : null;
    // The transaction returns instead of throwing, so that a wrong code's attempt count is committed.
    const outcome = await db.transaction(async (tx) => {
      const now = deps.now();
      const token = await consumeOtp(tx, account.id, body.otp, now);
      if (!token) return { kind: 'invalid' as const };
      const payload = token.payload as OtpPayload;
      if (payload.action === 'email') {
        const owner = await findAccountByEmail(tx, payload.newEmail);
        if (owner && owner.id !== account.id) return { kind: 'invalid' as const };
        await setEmail(tx, account.id, payload.newEmail, now);
        const updated = await findAccountById(tx, account.id);
        return { kind: 'done' as const, data: { viewer: toViewer(updated ?? account) } };
      }
      if (!newPasswordHash) return { kind: 'invalid' as const };
      await setPasswordHash(tx, account.id, newPasswordHash);
      await revokeAllSessions(tx, account.id, now);
      return { kind: 'done' as const, data: await completeSignIn(tx, deps, account, undefined) };
    });
    if (outcome.kind === 'invalid') throw new HttpError(400, ACCOUNT_MESSAGES.otpInvalid);
    return ok(outcome.data);
  });

  app.post('/api/users/me/password', { preHandler }, async (request) => {
    const body = parseOrThrow(ChangePasswordBodySchema, request.body);
    const account = await requireAccount(deps, request);
    helpers.limitOrThrow('login', account.email, request);
    const valid = account.passwordHash
      ? await verifyPassword(body.currentPassword, account.passwordHash)
      : false;
    if (!valid) throw new HttpError(400, ACCOUNT_MESSAGES.wrongCurrentPassword);
    const passwordHash = await hashPassword(body.newPassword);
    const signedIn = await db.transaction(async (tx) => {
      await setPasswordHash(tx, account.id, passwordHash);
      await revokeAllSessions(tx, account.id, deps.now());
      return completeSignIn(tx, deps, account, undefined);
    });
    return ok(signedIn);
  });
}
