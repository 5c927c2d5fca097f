import { type GameStatus, roomStatusOf } from '@bingo/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../appDeps.ts';
import { issueSession } from '../auth/sessions.ts';
import { createUser } from '../auth/users.ts';
import { requireCard } from '../cards/cardAccess.ts';
import { ok } from '../http/envelope.ts';
import { HttpError } from '../http/httpError.ts';
import { SERVER_MESSAGES } from '../http/serverMessages.ts';
import { parseOrThrow } from '../http/validate.ts';
import { identify } from './liveIdentity.ts';
import type { LiveRooms } from './liveRooms.ts';
import { ROOM_ID } from './wire.ts';

function hasControlCharacter(text: string): boolean {
  return [...text].some((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code < 0xa0);
  });
}

/** A display name: trimmed, 1-40 characters, no control characters (protocol §5 JOIN_GAME). */
export const GuestBodySchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Enter a name')
    .max(40, 'Use at most 40 characters')
    .refine((name) => !hasControlCharacter(name), 'Use letters, digits and punctuation only'),
});

/**
 * POST /api/auth/guest: a visitor plays with a display name. The session is an anonymous one (role anon,
 * 6 days) like the anonymous card creation's; the name is stored on the user, where the room reads it.
 */
export function registerGuestRoute(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/auth/guest', async (request) => {
    const { username } = parseOrThrow(GuestBodySchema, request.body);
    const session = await deps.db.transaction(async (tx) => {
      const user = await createUser(tx, { role: 'anon', firstName: username });
      return issueSession(tx, deps.accessTokens, { userId: user.id, role: 'anon' }, deps.now());
    });
    return ok({ ...session, username });
  });
}

/**
 * GET /api/live/{cardId}/status: whether a game exists for a card, without a token. The player page
 * asks it before the visitor has a session (the websocket needs one) so that it shows "room not
 * created" before it asks for a name (spec §4 player modal choice: no room first). It answers only
 * what any guest who opens the socket learns anyway, and nothing about players, calls or the caller.
 * The card must exist (404 otherwise), as for the public card read. Never cached: it changes with the game.
 */
export function registerRoomStatusRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { cardId: string } }>('/api/live/:cardId/status', async (request, reply) => {
    const roomId = request.params.cardId.toLowerCase();
    if (!ROOM_ID.test(roomId)) throw new HttpError(404, SERVER_MESSAGES.cardNotFound);
    await requireCard(deps.db, roomId);
    const rows = await deps.db.query<{ status: number | string | null; require_account: string | null }>(
      `SELECT state->>'gameStatus' AS status, state->'gameOptions'->>'requireAccount' AS require_account
         FROM live_rooms WHERE room_id = $1`,
      [roomId],
    );
    const status = Number(rows[0]?.status ?? 0) as GameStatus;
    reply.header('Cache-Control', 'no-store');
    return ok(roomStatusOf(status, rows[0]?.require_account === 'true'));
  });
}

const BeaconBodySchema = z.object({ type: z.literal('PAUSE_GAME') });

/**
 * The pause beacon (protocol §2.5): the caller's page unloads and navigator.sendBeacon posts
 * {"type":"PAUSE_GAME"} with ?token. Only the room's caller may send it; the game goes on hold at once.
 * sendBeacon may label the body text/plain, so this route reads any content type as text.
 */
export async function registerPauseBeacon(
  app: FastifyInstance,
  deps: AppDeps,
  rooms: () => LiveRooms,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new HttpError(400, 'The body must be {"type":"PAUSE_GAME"}.'), undefined);
      }
    });
    scope.post<{ Params: { roomId: string }; Querystring: { token?: string } }>(
      '/parties/bingo-server/:roomId',
      async (request, reply) => {
        const roomId = request.params.roomId.toLowerCase();
        if (!ROOM_ID.test(roomId)) throw new HttpError(404, 'No such room.');
        const token = request.query.token;
        const identified = token ? await identify(deps.db, deps.accessTokens, token) : null;
        if (!identified?.ok) throw new HttpError(401, 'TOKEN_INVALID');
        parseOrThrow(BeaconBodySchema, request.body);
        const rows = await deps.db.query<{ caller: string | null }>(
          `SELECT state->>'callerUserId' AS caller FROM live_rooms WHERE room_id = $1`,
          [roomId],
        );
        if (!rows[0]?.caller || rows[0].caller !== identified.identity.userId) {
          throw new HttpError(403, 'NOT_CALLER');
        }
        const result = await rooms().trigger(roomId, 'PAUSE_BEACON');
        if (result.kind === 'error') throw new HttpError(409, result.error.code);
        return reply.code(204).send();
      },
    );
  });
}
