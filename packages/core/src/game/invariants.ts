import { buildCallPool, totalCalls } from './pool.ts';
import { joinedCount } from './state.ts';
import type { GameState, PlayerRecord } from './types.ts';

function duplicates(values: readonly (string | number)[]): boolean {
  return new Set(values).size !== values.length;
}

function checkCalls(state: GameState, out: string[], unchangedSince?: GameState): void {
  if (!Number.isInteger(state.callCount) || state.callCount < 0) out.push('callCount is not a whole number');
  if (state.callCount > state.callItems.length) out.push('callCount exceeds the pool');
  if (state.callCount > totalCalls(state)) out.push('callCount exceeds the call limit');
  // The pool checks depend on the card and the pool only; the same objects were checked before.
  if (unchangedSince?.callItems === state.callItems && unchangedSince.card === state.card) return;
  if (duplicates(state.callItems.map((c) => c.key))) out.push('callItems holds a key twice');
  if (state.card) {
    const pool = buildCallPool(state.card)
      .map((c) => c.key)
      .sort((a, b) => a - b);
    const keys = state.callItems.map((c) => c.key).sort((a, b) => a - b);
    if (JSON.stringify(pool) !== JSON.stringify(keys)) out.push('callItems is not the card pool');
  }
}

/**
 * The player records to check. In an incremental check a record that is the same object as before, in a
 * room with the same round, status and caller, satisfied every per-player rule then and still does.
 */
function playersToCheck(state: GameState, previous: GameState | undefined): PlayerRecord[] {
  const all = Object.values(state.players);
  const sameFrame =
    previous !== undefined &&
    previous.roundId === state.roundId &&
    previous.gameStatus === state.gameStatus &&
    previous.callerUserId === state.callerUserId;
  return sameFrame ? all.filter((p) => previous.players[p.userId] !== p) : all;
}

function checkPlayers(state: GameState, out: string[], previous?: GameState): void {
  const running = state.gameStatus >= 2;
  const toCheck = playersToCheck(state, previous);
  for (const p of toCheck) {
    if (p.userId === state.callerUserId) out.push(`caller ${p.userId} is a player`);
    if (duplicates(p.markedKeys)) out.push(`${p.userId} has a mark twice`);
    const keys = new Set(p.card?.cells.flatMap((c) => (c.key === null ? [] : [c.key])) ?? []);
    if (p.markedKeys.some((k) => !keys.has(k))) out.push(`${p.userId} marks a key that is not on its card`);
    if (p.status !== 'JOINED') continue;
    if (!p.card) out.push(`JOINED ${p.userId} has no card`);
    if (running && p.roundId !== state.roundId) out.push(`JOINED ${p.userId} has a card from another round`);
  }
  // After FINISH the list is the last round's result and its winners may join the next lobby afresh.
  for (const w of running ? state.winnerList : []) {
    if (!state.players[w.userId]?.hasWon) out.push(`winner ${w.userId} is not a player with hasWon`);
  }
  const winners = new Set(state.winnerList.map((w) => w.userId));
  const sameWinners = previous !== undefined && previous.winnerList === state.winnerList;
  for (const p of running ? (sameWinners ? toCheck : Object.values(state.players)) : []) {
    if (p.hasWon && !winners.has(p.userId)) out.push(`${p.userId} has won but is not in the winner list`);
  }
  if (duplicates(state.winnerList.map((w) => w.userId))) out.push('a player won twice');
}

function checkClaims(state: GameState, out: string[]): void {
  if (duplicates(state.claims.map((c) => c.userId))) out.push('a player has two pending claims');
  for (const c of state.claims) {
    const p = state.players[c.userId];
    if (p?.status !== 'JOINED') out.push(`claim of ${c.userId}, who is not JOINED`);
    else if (p.hasWon) out.push(`pending claim of ${c.userId}, who already won`);
  }
  if (state.gameStatus === 3 && state.claims.length === 0) out.push('in review without a claim');
  if (state.claims.length > 0 && ![3, 4, 5, 6].includes(state.gameStatus)) out.push('claims outside review');
  for (const r of state.rejoinRequests) {
    if (state.players[r.userId]?.status !== 'REMOVED')
      out.push(`rejoin request of ${r.userId}, who is not REMOVED`);
  }
  if (duplicates(state.rejoinRequests.map((r) => r.userId))) out.push('a rejoin request is queued twice');
  if (duplicates(state.vacancyWaitlist.map((w) => w.userId))) out.push('a user is waitlisted twice');
}

function checkStatus(state: GameState, out: string[]): void {
  if (!Number.isInteger(state.v) || state.v < 0) out.push('v is not a whole number');
  if (!(Number.isInteger(state.gameStatus) && state.gameStatus >= 0 && state.gameStatus <= 6)) {
    out.push(`gameStatus ${state.gameStatus} is not 0..6`);
  }
  if (state.gameStatus === 0 && (state.card || Object.keys(state.players).length > 0 || state.callerUserId)) {
    out.push('a waiting room holds a game');
  }
  if (
    state.gameStatus !== 0 &&
    (!state.card || !state.gameSettings || !state.roundId || !state.callerUserId)
  ) {
    out.push('a game without card, settings, round or caller');
  }
  if (state.resumeTo !== null && state.resumeTo !== 2 && state.resumeTo !== 3)
    out.push('resumeTo is not 2 or 3');
  const d = state.deadlines;
  if (d.nextAutoCallAt !== null && state.gameStatus !== 2)
    out.push('an automatic call is due outside status 2');
  if (d.saveExpiresAt !== null && state.gameStatus !== 5) out.push('a save expiry outside status 5');
  if (d.callerGoneAt !== null && ![2, 3, 4].includes(state.gameStatus))
    out.push('a caller-gone deadline outside 2-4');
}

/**
 * Every rule that must hold after any step (rule G-80); empty when all hold. With the previous state it
 * also checks that a step that added a seat stayed within capacity (capacity may be lowered under a room).
 *
 * incremental: previous is known to satisfy every rule (it was checked when it was made), so only what
 * changed since is checked again: player records that are new objects, and the call pool when it or the
 * card changed. The result is the same as the full check's; the cost is O(changed players), not
 * O(players x squares), which is what a room of 1,000 joining one by one needs.
 */
export function checkInvariants(
  state: GameState,
  previous?: GameState,
  options: { incremental?: boolean } = {},
): string[] {
  const out: string[] = [];
  const checkedBefore = options.incremental ? previous : undefined;
  checkStatus(state, out);
  checkCalls(state, out, checkedBefore);
  checkPlayers(state, out, checkedBefore);
  checkClaims(state, out);
  if (previous) {
    if (state.v < previous.v) out.push('v went down');
    const seats = joinedCount(state);
    if (seats > joinedCount(previous) && seats > state.playerCapacity)
      out.push('a seat was added over capacity');
  }
  return out;
}
