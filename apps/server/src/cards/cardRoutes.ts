import { PlayingSettingsSchema } from '@bingo/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { createAuthenticate, optionalUser, requireUser } from '../auth/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { SERVER_MESSAGES } from '../http/serverMessages.ts';
import { parseOrThrow } from '../http/validate.ts';
import { deleteCardWithImages, requireCard, requireWritableCard } from './cardAccess.ts';
import { insertCard, listUserCards, updateCardPayload } from './cardRepo.ts';
import {
  CardListQuerySchema,
  CardPayloadBodySchema,
  type IdParams,
  PlayingSettingsPatchSchema,
  RecentCardsQuerySchema,
} from './cardSchemas.ts';
import { toCardView } from './cardView.ts';

const COPY_SUFFIX = ' (copy)';
const MAX_TITLE = 120;

/** The private card API of spec §7 (bearer token) and the public card read. */
export function registerCardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const authenticate = createAuthenticate(deps.accessTokens);
  const { db } = deps;

  app.post('/api/cards/create', { preHandler: authenticate }, async (request) => {
    const user = requireUser(request);
    const payload = parseOrThrow(CardPayloadBodySchema, request.body);
    const cardId = await insertCard(db, { userId: user.userId, payload });
    return ok({ cardId }, SERVER_MESSAGES.cardCreated);
  });

  // Cloning: any readable card becomes a new card of the caller; the client sends an empty body.
  app.post<IdParams>('/api/cards/create/:id', { preHandler: authenticate }, async (request) => {
    const user = requireUser(request);
    const source = await requireCard(db, request.params.id);
    const cardId = await insertCard(db, {
      userId: user.userId,
      payload: source.payload,
      cloneCardId: source.id,
    });
    return ok({ cardId }, SERVER_MESSAGES.cardCreated);
  });

  // Public: the share page reads cards without a session.
  app.get<IdParams>('/api/cards/:id', async (request, reply) => {
    const viewer = await optionalUser(request, deps.accessTokens);
    const card = await requireCard(db, request.params.id);
    const signedIn = request.headers.authorization !== undefined;
    reply.header('Cache-Control', signedIn ? 'no-store' : 'public, max-age=60');
    reply.header('Vary', 'Authorization');
    return ok(toCardView(card, viewer));
  });

  // The editor's autosave (spec's createCard with an id): replaces the whole payload.
  app.put<IdParams>('/api/cards/:id', { preHandler: authenticate }, async (request) => {
    const user = requireUser(request);
    const payload = parseOrThrow(CardPayloadBodySchema, request.body);
    const saved = await db.transaction(async (tx) => {
      await requireWritableCard(tx, request.params.id, user);
      return updateCardPayload(tx, request.params.id, payload);
    });
    return ok(toCardView(saved!, user));
  });

  app.delete<IdParams>('/api/cards/:id', { preHandler: authenticate }, async (request) => {
    await deleteCardWithImages(deps, request.params.id, requireUser(request));
    return ok({ cardId: request.params.id });
  });

  app.get('/api/cards', { preHandler: authenticate }, async (request) => {
    const user = requireUser(request);
    const query = parseOrThrow(CardListQuerySchema, request.query, 'query');
    const page = await listUserCards(db, user.userId, {
      page: query.page,
      size: query.size,
      title: query.cardTitle,
    });
    return ok({ cards: page.cards.map((c) => toCardView(c, user)), count: page.count });
  });

  app.get('/api/cards/recently-modified', { preHandler: authenticate }, async (request) => {
    const user = requireUser(request);
    const { size } = parseOrThrow(RecentCardsQuerySchema, request.query, 'query');
    const page = await listUserCards(db, user.userId, { page: 1, size, title: '' });
    return ok(page.cards.map((c) => toCardView(c, user)));
  });

  // A duplicate stays with the card's owner (an administrator duplicating a user's card makes it for them).
  app.post<IdParams>('/api/cards/duplicate/:id', { preHandler: authenticate }, async (request) => {
    const user = requireUser(request);
    const cardId = await db.transaction(async (tx) => {
      const source = await requireWritableCard(tx, request.params.id, user);
      const cardTitle = `${source.payload.cardTitle.slice(0, MAX_TITLE - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
      return insertCard(tx, { userId: source.userId, payload: { ...source.payload, cardTitle } });
    });
    return ok({ cardId }, SERVER_MESSAGES.cardCreated);
  });

  app.put<IdParams>('/api/cards/:id/playing-settings', { preHandler: authenticate }, async (request) => {
    const user = requireUser(request);
    const patch = parseOrThrow(PlayingSettingsPatchSchema, request.body);
    const saved = await db.transaction(async (tx) => {
      const card = await requireWritableCard(tx, request.params.id, user);
      const playingSettings = parseOrThrow(PlayingSettingsSchema, {
        ...card.payload.playingSettings,
        ...patch,
      });
      return updateCardPayload(tx, card.id, { ...card.payload, playingSettings });
    });
    return ok(toCardView(saved!, user));
  });
}
