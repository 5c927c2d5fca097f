import type { GameEvent, GameState, PlayerRecord } from '@bingo/core';

/** Top-level fields other than players and v that a step replaced (the reducer never mutates in place). */
export function baseChanged(prev: GameState, next: GameState): boolean {
  for (const key of Object.keys(next) as (keyof GameState)[]) {
    if (key === 'players' || key === 'v') continue;
    if (prev[key] !== next[key]) return true;
  }
  return false;
}

/**
 * The new record of `userId` when a step changed that player's row and nothing else, with events only for
 * that user; null otherwise. This decides whether a mark may commit under the shared room lock (ADR 008):
 * anything wider, such as an autoWin that adds a winner, must run again holding the room exclusively.
 */
export function playerOnlyChange(
  prev: GameState,
  next: GameState,
  events: GameEvent[],
  userId: string,
): PlayerRecord | null {
  if (baseChanged(prev, next)) return null;
  const before = Object.keys(prev.players);
  const after = Object.keys(next.players);
  if (before.length !== after.length) return null;
  for (const id of after) {
    if (id !== userId && prev.players[id] !== next.players[id]) return null;
  }
  const privateOnly = events.every(
    (e) => e.to === 'sender' || (typeof e.to === 'object' && 'userId' in e.to && e.to.userId === userId),
  );
  const record = next.players[userId];
  return privateOnly && record ? record : null;
}
