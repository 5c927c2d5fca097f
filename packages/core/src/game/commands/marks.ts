import { FREE_SPACE_KEY } from '../../card/constants.ts';
import { autoWin } from '../claims.ts';
import { playerStateEvent } from '../fanout.ts';
import { andThen, fail, type Outcome, ok } from '../result.ts';
import { withPlayer } from '../state.ts';
import type { GameState, PlayerRecord, UserGameSettings } from '../types.ts';
import type { Handler } from './handler.ts';

const MARKING: readonly number[] = [2, 3, 4];

/**
 * Marks must be unique, no more than the card's cells, and keys of the player's own card; -1 only on a card
 * with a free space; empty squares have no key and cannot be marked (rule G-26).
 */
export function checkKeys(player: PlayerRecord, keys: readonly number[]): Outcome | null {
  const card = player.card;
  if (!card) return fail('INVALID_KEY', { keys });
  if (new Set(keys).size !== keys.length)
    return fail('INVALID_PAYLOAD', { field: 'markedKeys', reason: 'duplicate keys' });
  if (keys.length > card.cells.length)
    return fail('INVALID_PAYLOAD', { field: 'markedKeys', reason: 'too many keys' });
  const onCard = new Set(card.cells.flatMap((c) => (c.key === null ? [] : [c.key])));
  const bad = keys.filter((k) => !onCard.has(k) || (k === FREE_SPACE_KEY && !card.cells.some((c) => c.free)));
  return bad.length > 0 ? fail('INVALID_KEY', { keys: bad }) : null;
}

/** Stores new marks, runs autoWin, and tells the player (rules G-26, G-27, G-39). */
function storeMarks(state: GameState, userId: string, patch: Partial<PlayerRecord>, now: number): Outcome {
  const next = withPlayer(state, userId, patch);
  const result = andThen(ok(next), (s) => autoWin(s, userId, now));
  return ok(result.state, [...playerStateEvent(result.state, userId), ...result.events]);
}

function invalidStatus(state: GameState): Outcome {
  return fail('INVALID_STATE', { gameStatus: state.gameStatus, allowed: MARKING });
}

/** UPDATE_PLAYER_STATE (rule G-26): marks in status 2-4 only; the look of the board at any time. */
export const handleUpdatePlayerState: Handler<{
  markedKeys?: number[];
  userGameSettings?: UserGameSettings;
}> = (state, payload, actor, ctx): Outcome => {
  const player = state.players[actor.userId]!;
  const patch: Partial<PlayerRecord> = {};
  if (payload.markedKeys !== undefined) {
    if (!MARKING.includes(state.gameStatus)) return invalidStatus(state);
    const refused = checkKeys(player, payload.markedKeys);
    if (refused) return refused;
    patch.markedKeys = payload.markedKeys;
  }
  if (payload.userGameSettings)
    patch.userGameSettings = { ...player.userGameSettings, ...payload.userGameSettings };
  return storeMarks(state, actor.userId, patch, ctx.now);
};

/** MARK_NUMBER (rule G-27): one key on or off, so two devices never overwrite each other's marks. */
export const handleMarkNumber: Handler<{ key: number; marked: boolean }> = (
  state,
  { key, marked },
  actor,
  ctx,
) => {
  const player = state.players[actor.userId]!;
  const refused = checkKeys(player, [key]);
  if (refused) return refused;
  const without = player.markedKeys.filter((k) => k !== key);
  return storeMarks(state, actor.userId, { markedKeys: marked ? [...without, key] : without }, ctx.now);
};
