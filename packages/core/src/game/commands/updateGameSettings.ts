import { daubAll } from '../daub.ts';
import { event, playerStateEvent } from '../fanout.ts';
import { type Outcome, ok } from '../result.ts';
import { applySettingsPatch, type GameSettingsPatch } from '../settings.ts';
import type { GameState } from '../types.ts';
import type { Handler } from './handler.ts';

/**
 * UPDATE_GAME_SETTINGS (rules G-40..G-45): round-shaping settings are locked while a round runs; patterns
 * must exist for the card's grid. Turning autoDaub on mid-round daubs every card at once.
 */
export const handleUpdateGameSettings: Handler<{ gameSettings: GameSettingsPatch }> = (
  state,
  payload,
): Outcome => {
  const merged = applySettingsPatch(state, payload.gameSettings);
  if ('code' in merged) return { error: merged };
  let next: GameState = { ...state, gameSettings: merged };
  let changed: string[] = [];
  if (merged.autoDaub && !state.gameSettings?.autoDaub && [2, 3, 4].includes(state.gameStatus)) {
    ({ state: next, changed } = daubAll(next));
  }
  return ok(next, [
    event('GAME_SETTINGS_UPDATED', 'all', { gameSettings: merged }),
    ...changed.flatMap((userId) => playerStateEvent(next, userId)),
  ]);
};
