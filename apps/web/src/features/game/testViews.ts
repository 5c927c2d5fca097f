import type { PlayerState } from '@bingo/core';
import { applyEvent } from './applyEvent.ts';
import type { GameView, ServerEvent } from './gameView.ts';
import { emptyView } from './gameView.ts';

/** A server frame for tests. */
export function frame(type: string, v: number, payload: Record<string, unknown> = {}): ServerEvent {
  return { type, v, payload, roundId: 'r1', ts: 0 };
}

/** A player's own state for tests. */
export function me(patch: Partial<PlayerState> = {}): PlayerState {
  return {
    userId: 'u1',
    username: 'Ada',
    picture: '',
    status: 'JOINED',
    hasWon: false,
    markedKeys: [],
    cardItems: null,
    userGameSettings: {},
    roundId: 'r1',
    ...patch,
  };
}

/** A view after a GAME_SYNCED at version `v` with the given snapshot fields. */
export function synced(role: GameView['role'], v: number, snapshot: Record<string, unknown> = {}): GameView {
  return applyEvent(emptyView(role), frame('GAME_SYNCED', v, { gameStatus: 1, ...snapshot }));
}
