import { dealCard } from '../../deal/dealCard.ts';
import { autoWin } from '../claims.ts';
import { daubPlayer } from '../daub.ts';
import { event, listPayload, roomFullEvent } from '../fanout.ts';
import { andThen, fail, type Outcome, ok } from '../result.ts';
import { isRoomFull } from '../state.ts';
import type { GameState, PlayerRecord } from '../types.ts';
import { playerStateOf, snapshotFor } from '../views.ts';
import type { Handler } from './handler.ts';
import { handleRejoinGame } from './rejoinGame.ts';

/**
 * A full room: the sender hears ROOM_FULL, joins the vacancy waitlist, and callers get GAME_ROOM_FULL for the
 * upgrade prompt (rule G-52). This is a success with an ERROR event, because the waitlist changes.
 */
function roomFull(state: GameState, userId: string, username: string, picture: string, now: number): Outcome {
  const error = event('ERROR', 'sender', {
    code: 'ROOM_FULL',
    message: 'Room limit reached',
    command: 'JOIN_GAME',
  });
  if (state.vacancyWaitlist.some((w) => w.userId === userId)) return ok(state, [error]);
  const next = {
    ...state,
    vacancyWaitlist: [...state.vacancyWaitlist, { userId, username, picture, since: now }],
  };
  return ok(next, [error, roomFullEvent(next)]);
}

/**
 * JOIN_GAME (rules G-50..G-52): blacklisted users are refused, removed users file a rejoin request, a
 * second device gets ALREADY_JOINED; otherwise the server deals the card and the player takes a seat.
 */
export const handleJoinGame: Handler<{ username?: string }> = (state, payload, actor, ctx): Outcome => {
  const existing = state.players[actor.userId];
  if (existing?.status === 'BLACKLISTED') return fail('BLACKLISTED');
  if (existing?.status === 'REMOVED') return handleRejoinGame(state, {}, actor, ctx);
  if (existing?.status === 'JOINED') {
    return ok(state, [event('ALREADY_JOINED', 'sender', { playerState: playerStateOf(existing) })]);
  }
  const username = payload.username ?? existing?.username ?? actor.username;
  if (isRoomFull(state)) return roomFull(state, actor.userId, username, actor.picture, ctx.now);
  if (!state.card) return fail('ROOM_NOT_FOUND');
  const record: PlayerRecord = {
    userId: actor.userId,
    username,
    picture: actor.picture,
    status: 'JOINED',
    hasWon: false,
    card: dealCard(state.card, ctx.random),
    markedKeys: [],
    userGameSettings: existing?.userGameSettings ?? {},
    roundId: state.roundId,
  };
  const seated: GameState = daubPlayer(
    {
      ...state,
      players: { ...state.players, [actor.userId]: record },
      vacancyWaitlist: state.vacancyWaitlist.filter((w) => w.userId !== actor.userId),
    },
    actor.userId,
  );
  const joined = ok(seated, [
    event('PLAYER_JOINED', { allBut: actor.userId }, listPayload(seated)),
    ...(isRoomFull(seated) ? [roomFullEvent(seated)] : []),
  ]);
  const result = andThen(joined, (s) => autoWin(s, actor.userId, ctx.now));
  const me = result.state.players[actor.userId]!;
  const snapshot = snapshotFor(result.state, actor, { now: ctx.now, ...ctx.presence });
  return ok(result.state, [
    event('SUCCESSFULLY_JOINED', { userId: actor.userId }, { playerState: playerStateOf(me), snapshot }),
    ...result.events,
  ]);
};
