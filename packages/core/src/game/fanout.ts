import { calledItems, isLastCall, totalCalls } from './pool.ts';
import type { EventType, GameEvent, GameState, Recipient } from './types.ts';
import { playerList, playerStateOf, publicClaims, seatInfo, visibleCalls } from './views.ts';

/** One event. */
export function event(type: EventType, to: Recipient, payload: Record<string, unknown> = {}): GameEvent {
  return { type, to, payload };
}

/** The same event with a caller payload and a player payload (role-tailored, protocol §6). */
export function tailored(
  type: EventType,
  forCallers: Record<string, unknown>,
  forPlayers: Record<string, unknown>,
): GameEvent[] {
  return [event(type, 'callers', forCallers), event(type, 'players', forPlayers)];
}

/** A player's own state, to that player only. */
export function playerStateEvent(
  state: GameState,
  userId: string,
  type: EventType = 'PLAYER_STATE_UPDATED',
): GameEvent[] {
  const p = state.players[userId];
  return p ? [event(type, { userId }, { playerState: playerStateOf(p) })] : [];
}

/** The public list of JOINED players with the seat count. */
export function listPayload(state: GameState): Record<string, unknown> {
  return { playerList: playerList(state), ...seatInfo(state) };
}

/** Claims in full to callers, and who is in review to players (protocol §5 BINGO_REVIEW_REQUEST). */
export function reviewEvents(state: GameState): GameEvent[] {
  return [
    event('REVIEW_REQUEST_UPDATED', 'callers', { bingoRequests: state.claims, gameStatus: state.gameStatus }),
    event('BINGO_IN_REVIEW', 'players', { bingoRequests: publicClaims(state), gameStatus: state.gameStatus }),
  ];
}

/** Call progress: callers get the full order, players only what they may see (rule G-62). */
export function callPayloads(state: GameState): {
  callers: Record<string, unknown>;
  players: Record<string, unknown>;
} {
  const base = {
    gameStatus: state.gameStatus,
    callCount: state.callCount,
    totalCalls: totalCalls(state),
    isLastCall: isLastCall(state),
    roundId: state.roundId,
  };
  return {
    callers: { ...base, calledItems: calledItems(state), callItems: state.callItems },
    players: { ...base, calledItems: visibleCalls(state, false) },
  };
}

/** GAME_ROOM_FULL for callers: drives the upgrade prompt. */
export function roomFullEvent(state: GameState): GameEvent {
  return event('GAME_ROOM_FULL', 'callers', seatInfo(state));
}

/** VACANCY_CREATED for waitlisted and non-joined sockets, when a full room gets a free seat (rule G-53). */
export function vacancyEvents(before: GameState, after: GameState): GameEvent[] {
  const wasFull = seatInfo(before).isRoomFull;
  const { isRoomFull, joinedCount, playerCapacity } = seatInfo(after);
  if (!wasFull || isRoomFull) return [];
  return [event('VACANCY_CREATED', 'nonJoined', { joinedCount, playerCapacity })];
}
