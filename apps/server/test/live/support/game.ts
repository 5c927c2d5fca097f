import type { Frame, LiveClient } from './liveClient.ts';

/** The card a player was dealt, from its SUCCESSFULLY_JOINED or a PLAYER_STATE_* frame. */
export function cardKeys(frame: Frame): number[] {
  const state = frame.payload.playerState as { cardItems: { cells: { key: number | null }[] } };
  return state.cardItems.cells.map((c) => c.key ?? Number.NaN);
}

/** Keys called so far, from the caller's point of view (CALL_PLACED / GAME_STARTED carry them). */
export function calledKeys(frame: Frame): number[] {
  return (frame.payload.calledItems as { key: number }[]).map((c) => c.key);
}

/** Places calls until every key is called; returns the caller's last call frame. */
export async function callUntil(caller: LiveClient, keys: number[]): Promise<Frame> {
  let last = caller.last('CALL_PLACED') ?? caller.last('GAME_STARTED');
  if (!last) throw new Error('no game started');
  let called = calledKeys(last);
  let guard = 0;
  while (!keys.filter((k) => k !== -1).every((k) => called.includes(k))) {
    if (++guard > 100) throw new Error('ran out of calls');
    // One NEXT_CALL per second per socket: wait out the limiter when it answers RATE_LIMITED.
    const frame = await caller.request('NEXT_CALL', { expectedCallCount: called.length });
    if (frame.type === 'ERROR') {
      if (frame.payload.code !== 'RATE_LIMITED') throw new Error(`NEXT_CALL: ${frame.payload.code}`);
      await new Promise((r) => setTimeout(r, 1000));
      continue;
    }
    last = frame;
    called = calledKeys(frame);
  }
  return last;
}

/**
 * The `n` keys of a card that come first in the call order (a caller's GAME_SYNCED carries callItems), so a
 * test that calls "until these are called" never runs the pool dry by the luck of the shuffle.
 */
export function firstCalledOf(callerSync: Frame, card: number[], n: number): number[] {
  const order = (callerSync.payload.callItems as { key: number }[]).map((c) => c.key);
  return card
    .filter((k) => order.includes(k))
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .slice(0, n);
}
