import { describe, expect, it } from 'vitest';
import { type Random, randomInt, seededRandom } from '../random.ts';
import { CLIENT_COMMANDS, type ClientCommandType, SYSTEM_TRIGGERS } from './commands.ts';
import { COMMAND_TABLE } from './commandTable.ts';
import { isErrorCode } from './errors.ts';
import { checkInvariants } from './invariants.ts';
import { parseCommand } from './parseCommand.ts';
import { reduce } from './reduce.ts';
import { emptyRoom } from './state.ts';
import { CALLER, player, SYSTEM, testCard, words } from './testing.ts';
import { type Actor, EVENT_TYPES, type GameEvent, type GameState } from './types.ts';

const USERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const ACTORS: Actor[] = [CALLER, CALLER, CALLER, ...USERS.map(player), { ...player('a'), isCaller: true }];
const CARDS = [
  testCard(),
  testCard({ cardType: 'traditional' }),
  testCard({ cardType: 'traditional', cardGrid: 9 }),
  testCard({ cardGrid: 3, cardSettings: { freeSpace: false }, cardItems: { textItems: words(12) } }),
  testCard({ cardGrid: 4, cardType: 'traditional' }),
  testCard({ cardItems: { textItems: words(3) } }),
];
const GARBAGE: unknown[] = [
  null,
  7,
  'x',
  [],
  [1],
  { userId: {} },
  { markedKeys: 'a' },
  { key: 1.5 },
  { gameSettings: [] },
];
const SETTINGS: Record<string, unknown[]> = {
  gameMode: ['manual-call', 'automatic-call', 'no-calls', 'bogus'],
  autoWin: [true, false, 1],
  autoVerify: [true, false],
  autoDaub: [true, false],
  hideCalls: [true, false],
  patternOn: [true, false],
  selectedPattern: ['any-line', 'x', 'one-line', 'two-lines', 'full-house', 'custom', 'nope', ''],
  customPattern: [[0, 4, 8], '0,1,2', [], [99]],
  limitCalls: [true, false],
  limitCallsValue: [1, 3, 20, 200],
  callsTime: [5, 10, 4],
};

// Commands that move a round forward, drawn more often so that the walk gets deep into games.
const PLAY = [
  'JOIN_GAME',
  'START_GAME',
  'NEXT_CALL',
  'MARK_NUMBER',
  'UPDATE_PLAYER_STATE',
  'BINGO_REVIEW_REQUEST',
];
const DISRUPTIVE = [
  'DELETE_GAME',
  'FINISH_GAME',
  'RESTART_GAME',
  'CREATE_GAME',
  'SAVE_GAME',
  'PAUSE_GAME',
  'REMOVE_PLAYER',
  'BLACKLIST_PLAYER',
];
const pick = <T>(r: Random, list: readonly T[]): T => list[randomInt(r, list.length)] as T;

function ownKeys(state: GameState, userId: string): number[] {
  return state.players[userId]?.card?.cells.flatMap((c) => (c.key === null ? [] : [c.key])) ?? [];
}

function randomPayload(r: Random, type: string, state: GameState, actor: Actor): unknown {
  if (r() < 0.12) return pick(r, GARBAGE);
  const keys = ownKeys(state, actor.userId);
  switch (type) {
    case 'CREATE_GAME':
      return { bingoCard: pick(r, CARDS) };
    case 'JOIN_GAME':
      return r() < 0.5 ? {} : { username: pick(r, ['Ann', '  ', 'x'.repeat(50)]) };
    case 'NEXT_CALL':
      return r() < 0.5 ? {} : { expectedCallCount: state.callCount - randomInt(r, 2) };
    case 'CALL_REORDER':
      return {
        oldIndex: randomInt(r, state.callItems.length + 3) - 1,
        newIndex: randomInt(r, state.callItems.length + 3) - 1,
      };
    case 'UPDATE_GAME_SETTINGS': {
      const patch: Record<string, unknown> = {};
      for (const [k, values] of Object.entries(SETTINGS)) if (r() < 0.2) patch[k] = pick(r, values);
      return { gameSettings: patch };
    }
    case 'UPDATE_PLAYER_STATE': {
      // Half the time a diligent player: every called key of the card, so that wins happen.
      const called = new Set(state.callItems.slice(0, state.callCount).map((c) => c.key));
      if (r() < 0.5) return { markedKeys: keys.filter((k) => k === -1 || called.has(k)) };
      return { markedKeys: keys.filter(() => r() < 0.6).concat(r() < 0.1 ? [999] : []) };
    }
    case 'MARK_NUMBER':
      return { key: r() < 0.9 && keys.length > 0 ? pick(r, keys) : randomInt(r, 100) - 1, marked: r() < 0.8 };
    case 'UPDATE_CALLER_STATE':
      return { markedKeys: state.callItems.slice(0, 3).map((c) => c.key) };
    default: {
      // Mostly someone the command can be about: a claimant, a rejoin request, a seated player.
      const relevant = [...state.claims, ...state.rejoinRequests, ...Object.values(state.players)].map(
        (p) => p.userId,
      );
      const userId = relevant.length > 0 && r() < 0.7 ? pick(r, relevant) : pick(r, [...USERS, 'host', 'zz']);
      const actions =
        type === 'REJOIN_REQUEST_PROCESSED' ? ['accept', 'reject'] : ['CONTINUE_GAME', 'FINISH_GAME'];
      return { userId, action: r() < 0.9 ? pick(r, actions) : 'bad' };
    }
  }
}

/** Events that go beyond one user or the callers must not carry cards, marks or the call order (rule G-61). */
function leaks(e: GameEvent): boolean {
  const broad =
    e.to === 'all' ||
    e.to === 'players' ||
    e.to === 'nonJoined' ||
    (typeof e.to === 'object' && 'allBut' in e.to);
  if (!broad) return false;
  const text = JSON.stringify(e.payload);
  return text.includes('"callItems"') || text.includes('"cells"') || text.includes('"markedKeys"');
}

interface Tally {
  ok: number;
  errors: number;
  statuses: Set<number>;
  events: Set<string>;
  codes: Set<string>;
}

function run(seed: number, steps: number, tally: Tally): void {
  const r = seededRandom(seed);
  let state = emptyRoom('fuzz');
  let now = 1_000;
  for (let step = 0; step < steps; step++) {
    now += randomInt(r, 40_000);
    const ctx = { now, random: r, playerCapacity: pick(r, [undefined, 1, 3, 5]) };
    let outcome: ReturnType<typeof reduce>;
    if (r() < 0.1) {
      outcome = reduce(state, { type: pick(r, SYSTEM_TRIGGERS), payload: {} }, SYSTEM, ctx);
    } else {
      const roll = r();
      let type: string =
        roll < 0.03
          ? pick(r, ['CLAIM_BINGO', 'AUTO_CALL', 'nope'])
          : roll < 0.5
            ? pick(r, PLAY)
            : pick(r, CLIENT_COMMANDS);
      // Commands that end or interrupt a round are kept rarer so that rounds get long enough to be won;
      // most commands come from an actor who may send them.
      if (DISRUPTIVE.includes(type) && r() < 0.8) type = 'NEXT_CALL';
      // Steer out of dead ends: no game, a lobby, or a stopped game.
      const steer = r();
      if (state.gameStatus === 0 && steer < 0.5) type = 'CREATE_GAME';
      if (state.gameStatus === 1 && steer < 0.2) type = 'START_GAME';
      if (state.gameStatus >= 4 && steer < 0.3) type = 'RESUME_GAME';
      const role = COMMAND_TABLE[type as ClientCommandType]?.role;
      const actor = r() < 0.2 ? pick(r, ACTORS) : role === 'caller' ? CALLER : player(pick(r, USERS));
      const roundId = r() < 0.1 ? pick(r, ['stale', state.roundId ?? 'none']) : undefined;
      const raw = r() < 0.02 ? '{not json' : { type, payload: randomPayload(r, type, state, actor), roundId };
      const parsed = parseCommand(typeof raw === 'string' ? raw : JSON.parse(JSON.stringify(raw)));
      outcome = parsed.ok ? reduce(state, parsed.command, actor, ctx) : { error: parsed.error };
    }
    if ('error' in outcome) {
      tally.errors++;
      tally.codes.add(outcome.error.code);
      if (!isErrorCode(outcome.error.code)) throw new Error(`unknown code ${outcome.error.code}`);
      continue;
    }
    tally.ok++;
    const next = outcome.state;
    if (next !== state && next.v !== state.v + 1) throw new Error(`step ${step}: v ${state.v} -> ${next.v}`);
    const broken = checkInvariants(next, state);
    if (broken.length > 0) throw new Error(`seed ${seed} step ${step}: ${broken.join('; ')}`);
    for (const e of outcome.events) {
      if (!(EVENT_TYPES as readonly string[]).includes(e.type)) throw new Error(`unknown event ${e.type}`);
      tally.events.add(e.type);
      if (leaks(e)) throw new Error(`step ${step}: ${e.type} to ${JSON.stringify(e.to)} leaks private data`);
    }
    state = next;
    tally.statuses.add(state.gameStatus);
  }
}

describe('random play', () => {
  it('G-80: thousands of random commands from random actors keep every invariant and answer only known codes', () => {
    const tally: Tally = { ok: 0, errors: 0, statuses: new Set(), events: new Set(), codes: new Set() };
    for (const seed of [1, 2, 3, 4, 5, 6]) run(seed, 2500, tally);
    // The walk must reach the interesting places, or passing would prove little.
    expect([...tally.statuses].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(tally.ok).toBeGreaterThan(2000);
    for (const type of [
      'CALL_PLACED',
      'BINGO_ACCEPTED',
      'BINGO_REJECTED',
      'PLAYER_REJOINED',
      'VACANCY_CREATED',
    ]) {
      expect(tally.events, type).toContain(type);
    }
    for (const code of [
      'NOT_CALLER',
      'NOT_A_PLAYER',
      'STALE_ROUND',
      'INVALID_STATE',
      'INVALID_PAYLOAD',
      'STALE_CALL',
    ]) {
      expect(tally.codes, code).toContain(code);
    }
  });
});
