import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { createAuthenticate, requireUser } from '../auth/authenticate.ts';
import { createRequireRole } from '../auth/requireRole.ts';
import { ok } from '../http/envelope.ts';
import { HttpError } from '../http/httpError.ts';
import { SERVER_MESSAGES } from '../http/serverMessages.ts';
import { parseOrThrow } from '../http/validate.ts';
import { ACCOUNT_MESSAGES } from './accountMessages.ts';
import {
  type Account,
  type AddressInfo,
  findAccountById,
  revokeAllSessions,
  updateProfile,
} from './accountRepo.ts';
import { COUNTRIES_NEEDING_STATE, ProfileBodySchema } from './accountSchemas.ts';
import { toViewer } from './viewer.ts';

/** Spec §5: an address counts as filled when any field is non-blank; then CA and US need a state. */
export function checkAddress(address: AddressInfo): void {
  const filled = Object.values(address).some((value) => typeof value === 'string' && value.trim() !== '');
  if (filled && COUNTRIES_NEEDING_STATE.includes(address.country ?? '') && !address.state?.trim())
    throw new HttpError(400, ACCOUNT_MESSAGES.stateRequired);
}

export async function requireAccount(deps: AppDeps, request: FastifyRequest): Promise<Account> {
  const account = await findAccountById(deps.db, requireUser(request).userId);
  if (!account) throw new HttpError(401, SERVER_MESSAGES.notAuthorised);
  return account;
}

/** The viewer (spec §7 getUser), the profile update and sign out everywhere. */
export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const authenticate = createAuthenticate(deps.accessTokens);
  const accountsOnly = createRequireRole(['subscriber', 'administrator'], SERVER_MESSAGES.notAuthorised);

  app.get('/api/users/me', { preHandler: authenticate }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok(toViewer(await requireAccount(deps, request)));
  });

  app.put('/api/users/me', { preHandler: [authenticate, accountsOnly] }, async (request) => {
    const patch = parseOrThrow(ProfileBodySchema, request.body);
    if (patch.addressInfo) checkAddress(patch.addressInfo);
    const account = await requireAccount(deps, request);
    await updateProfile(deps.db, account.id, patch);
    return ok(toViewer((await findAccountById(deps.db, account.id)) ?? account));
  });

  app.post('/api/users/me/sign-out-everywhere', { preHandler: authenticate }, async (request) => {
    await revokeAllSessions(deps.db, requireUser(request).userId, deps.now());
    return ok(null);
  });
}
