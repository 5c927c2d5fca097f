import type { AnonymousSession } from '@bingo/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { createAuthenticate, requireUser } from '../auth/authenticate.ts';
import { issueSession } from '../auth/sessions.ts';
import { createUser } from '../auth/users.ts';
import { ok } from '../http/envelope.ts';
import { parseOrThrow } from '../http/validate.ts';
import { authorizeCardWrite } from './authorizeCardWrite.ts';
import { deleteCardWithImages, requireCard } from './cardAccess.ts';
import { insertCard } from './cardRepo.ts';
import type { IdParams } from './cardSchemas.ts';
import { CardPayloadBodySchema } from './cardSchemas.ts';
import { toCardView } from './cardView.ts';

/** Spec §6: a visitor without an account may create a card and gets a real (6-day) anonymous session. */
export function registerAnonymousRoutes(app: FastifyInstance, deps: AppDeps): void {
  const authenticate = createAuthenticate(deps.accessTokens);
  const { db } = deps;

  app.post('/api/annonym/cards/create', async (request) => {
    const payload = parseOrThrow(CardPayloadBodySchema, request.body);
    // User, session and card together or not at all.
    const session: AnonymousSession = await db.transaction(async (tx) => {
      const user = await createUser(tx, { role: 'anon' });
      const issued = await issueSession(tx, deps.accessTokens, { userId: user.id, role: 'anon' }, deps.now());
      const cardId = await insertCard(tx, { userId: user.id, payload });
      return { ...issued, cardId };
    });
    return ok(session);
  });

  // Owner only: an anonymous card is private until its visitor signs up.
  app.get<IdParams>('/api/annonym/cards/:id', { preHandler: authenticate }, async (request, reply) => {
    const user = requireUser(request);
    const card = await requireCard(db, request.params.id);
    authorizeCardWrite(card, user);
    reply.header('Cache-Control', 'no-store');
    return ok(toCardView(card, user));
  });

  app.delete<IdParams>('/api/annonym/cards/:id', { preHandler: authenticate }, async (request) => {
    await deleteCardWithImages(deps, request.params.id, requireUser(request));
    return ok({ cardId: request.params.id });
  });
}
