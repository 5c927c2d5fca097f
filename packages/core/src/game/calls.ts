import { autoWin } from './claims.ts';
import { daubAll } from './daub.ts';
import { callPayloads, event, playerStateEvent } from './fanout.ts';
import type { Success } from './result.ts';
import { andThen, ok } from './result.ts';
import { joinedPlayers } from './state.ts';
import type { GameState } from './types.ts';

/** Runs autoWin for every JOINED player, in join order (rule G-39). */
export function autoWinAll(state: GameState, now: number): Success {
  let result = ok(state);
  for (const p of joinedPlayers(state)) result = andThen(result, (s) => autoWin(s, p.userId, now));
  return result;
}

/**
 * Places the next call of the pool (rules G-21, G-22): CALL_PLACED to all (callers also get the order),
 * then autoDaub and autoWin. The caller checks that a call is allowed.
 */
export function placeCall(state: GameState, now: number): Success {
  const item = state.callItems[state.callCount];
  if (!item) return ok(state);
  const called: GameState = { ...state, callCount: state.callCount + 1 };
  const payloads = callPayloads(called);
  const daubed = daubAll(called);
  const events = [
    event('CALL_PLACED', 'callers', { ...payloads.callers, item }),
    event('CALL_PLACED', 'players', { ...payloads.players, item }),
    ...daubed.changed.flatMap((userId) => playerStateEvent(daubed.state, userId)),
  ];
  return andThen(ok(daubed.state, events), (s) => autoWinAll(s, now));
}
