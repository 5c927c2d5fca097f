import { FREE_SPACE_KEY } from '../card/constants.ts';
import { calledKeys, isNoCalls } from './pool.ts';
import { joinedPlayers, withPlayer } from './state.ts';
import type { GameState } from './types.ts';

/**
 * autoDaub (rule G-41): a player's card gets every called key on it marked, and the free space on
 * cards that have one. In no-calls mode nothing is called, so only the free space is marked.
 */
export function daubPlayer(state: GameState, userId: string): GameState {
  const player = state.players[userId];
  if (!state.gameSettings?.autoDaub || !player?.card || player.status !== 'JOINED') return state;
  const called = isNoCalls(state) ? new Set<number>() : calledKeys(state);
  const marks = new Set(player.markedKeys);
  const before = marks.size;
  for (const cell of player.card.cells) {
    if (cell.free) marks.add(FREE_SPACE_KEY);
    else if (cell.key !== null && called.has(cell.key)) marks.add(cell.key);
  }
  if (marks.size === before) return state;
  return withPlayer(state, userId, { markedKeys: [...marks] });
}

/** autoDaub for every JOINED player; returns who changed so that each gets its playerState. */
export function daubAll(state: GameState): { state: GameState; changed: string[] } {
  let next = state;
  const changed: string[] = [];
  for (const p of joinedPlayers(state)) {
    const after = daubPlayer(next, p.userId);
    if (after !== next) changed.push(p.userId);
    next = after;
  }
  return { state: next, changed };
}
