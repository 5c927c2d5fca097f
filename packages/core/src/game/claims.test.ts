import { describe, expect, it } from 'vitest';
import { CALLER, player, TestRoom, testCard } from './testing.ts';

const TRADITIONAL = testCard({ cardType: 'traditional' });
const ROW_1 = [0, 1, 2, 3, 4];

/** A started 75-ball game (free centre) with patterns on, manual review unless settings say otherwise. */
function started(settings: Record<string, unknown> = {}, card = TRADITIONAL): TestRoom {
  const room = new TestRoom(7).setup(card, ['a', 'b'], {
    patternOn: true,
    selectedPattern: 'row-1',
    ...settings,
  });
  room.ok(CALLER, 'START_GAME');
  return room;
}

function markCells(room: TestRoom, userId: string, cells: number[]): void {
  room.ok(player(userId), 'UPDATE_PLAYER_STATE', { markedKeys: room.keysAt(userId, cells) });
}

describe('marking', () => {
  it('G-26: marks must be keys of the own card; empty squares and foreign keys get INVALID_KEY', () => {
    const room = started();
    const notMine = room.state.callItems
      .map((c) => c.key)
      .find((k) => !room.keysAt('a', [...Array(25).keys()]).includes(k));
    expect(room.send(player('a'), 'MARK_NUMBER', { key: notMine, marked: true })).toMatchObject({
      error: { code: 'INVALID_KEY', details: { keys: [notMine] } },
    });
    const own = room.keysAt('a', [0, 1]);
    expect(room.code(player('a'), 'UPDATE_PLAYER_STATE', { markedKeys: [own[0], own[0]] })).toBe(
      'INVALID_PAYLOAD',
    );
    expect(room.code(player('a'), 'UPDATE_PLAYER_STATE', { markedKeys: [...own, -1] })).toBe('');
  });

  it('G-26: the free space (-1) can be marked only on a card that has one', () => {
    const card = testCard({ cardSettings: { freeSpace: false } });
    const room = new TestRoom().setup(card, ['a']);
    room.ok(CALLER, 'START_GAME');
    expect(room.code(player('a'), 'MARK_NUMBER', { key: -1, marked: true })).toBe('INVALID_KEY');
  });

  it('G-26: marks are accepted in status 2-4 only; the look of the board at any time', () => {
    const room = new TestRoom().setup(TRADITIONAL, ['a']);
    const key = room.keysAt('a', [0])[0];
    expect(room.send(player('a'), 'UPDATE_PLAYER_STATE', { markedKeys: [key] })).toMatchObject({
      error: { code: 'INVALID_STATE', details: { gameStatus: 1, allowed: [2, 3, 4] } },
    });
    expect(room.code(player('a'), 'MARK_NUMBER', { key, marked: true })).toBe('INVALID_STATE');
    const events = room.ok(player('a'), 'UPDATE_PLAYER_STATE', {
      userGameSettings: { accentColor: 'green' },
    });
    expect(events).toEqual([expect.objectContaining({ type: 'PLAYER_STATE_UPDATED', to: { userId: 'a' } })]);
  });

  it('G-27: MARK_NUMBER adds and removes one key without touching the others', () => {
    const room = started();
    const [k0, k1] = room.keysAt('a', [0, 1]);
    room.ok(player('a'), 'MARK_NUMBER', { key: k0, marked: true });
    room.ok(player('a'), 'MARK_NUMBER', { key: k1, marked: true });
    room.ok(player('a'), 'MARK_NUMBER', { key: k0, marked: false });
    expect(room.state.players.a?.markedKeys).toEqual([k1]);
  });
});

describe('claims under manual review', () => {
  it('G-35: a claim puts the game in review with a verification callers see and players do not', () => {
    const room = started();
    room.callUntil(room.keysAt('a', ROW_1));
    markCells(room, 'a', ROW_1);
    const events = room.ok(player('a'), 'BINGO_REVIEW_REQUEST');
    expect(room.state.gameStatus).toBe(3);
    const forCallers = events.find((e) => e.type === 'REVIEW_REQUEST_UPDATED');
    expect(forCallers?.to).toBe('callers');
    expect(forCallers?.payload.bingoRequests).toMatchObject([{ userId: 'a', verification: { valid: true } }]);
    const forPlayers = events.find((e) => e.type === 'BINGO_IN_REVIEW');
    expect(forPlayers?.payload.bingoRequests).toEqual([{ userId: 'a', username: 'Player a', picture: '' }]);
    expect(room.code(player('a'), 'BINGO_REVIEW_REQUEST')).toBe('ALREADY_IN_REVIEW');
    expect(room.code(player('b'), 'BINGO_REVIEW_REQUEST')).toBe('NO_MARKED_KEYS');
  });

  it('G-30: a claim with uncalled items is verified invalid and the caller may reject it', () => {
    const room = started();
    markCells(room, 'a', ROW_1);
    room.ok(player('a'), 'BINGO_REVIEW_REQUEST');
    expect(room.state.claims[0]?.verification.valid).toBe(false);
    expect(room.state.claims[0]?.verification.uncalledMarks.length).toBeGreaterThan(0);
    expect(room.code(CALLER, 'VERIFY_BINGO', { userId: 'b' })).toBe('NO_CLAIM');
    room.ok(CALLER, 'VERIFY_BINGO', { userId: 'a' });
    const events = room.ok(CALLER, 'REJECT_BINGO', { userId: 'a', reason: 'Not yet' });
    expect(events[0]).toMatchObject({
      type: 'BINGO_REJECTED',
      to: { userId: 'a' },
      payload: { reason: 'Not yet' },
    });
    expect(room.state).toMatchObject({ gameStatus: 2, claims: [] });
  });

  it('G-37: accepting a claim makes a winner, tells everyone, and the game goes on', () => {
    const room = started();
    room.callUntil(room.keysAt('a', ROW_1));
    markCells(room, 'a', ROW_1);
    room.ok(player('a'), 'BINGO_REVIEW_REQUEST');
    const events = room.ok(CALLER, 'UPDATE_REVIEW_REQUEST', { userId: 'a', action: 'CONTINUE_GAME' });
    expect(room.state).toMatchObject({ gameStatus: 2, claims: [] });
    expect(room.state.players.a?.hasWon).toBe(true);
    expect(room.state.winnerList).toMatchObject([{ userId: 'a', wonAt: room.state.callCount }]);
    expect(events.map((e) => [e.type, e.to])).toEqual(
      expect.arrayContaining([
        ['BINGO_ACCEPTED', { userId: 'a' }],
        ['PLAYER_WON', { allBut: 'a' }],
      ]),
    );
    expect(room.code(player('a'), 'BINGO_REVIEW_REQUEST')).toBe('ALREADY_WON');
  });

  it('G-37: accepting with FINISH_GAME ends the game with WINNER_ACCEPTED', () => {
    const room = started();
    room.callUntil(room.keysAt('a', ROW_1));
    markCells(room, 'a', ROW_1);
    room.ok(player('a'), 'BINGO_REVIEW_REQUEST');
    room.ok(CALLER, 'UPDATE_REVIEW_REQUEST', { userId: 'a', action: 'FINISH_GAME' });
    expect(room.state).toMatchObject({ gameStatus: 1, finishReason: 'WINNER_ACCEPTED' });
    expect(room.state.winnerList.map((w) => w.userId)).toEqual(['a']);
  });

  it('G-6: a claim from an earlier round gets STALE_ROUND', () => {
    const room = started();
    const round = room.state.roundId!;
    room.ok(CALLER, 'RESTART_GAME');
    markCells(room, 'a', [0]);
    expect(room.code(player('a'), 'BINGO_REVIEW_REQUEST', {}, { roundId: round })).toBe('STALE_ROUND');
  });
});

describe('automatic verdicts', () => {
  it('G-36: with autoVerify a valid claim is accepted at once', () => {
    const room = started({ autoVerify: true });
    room.callUntil(room.keysAt('a', ROW_1));
    markCells(room, 'a', ROW_1);
    room.ok(player('a'), 'BINGO_REVIEW_REQUEST');
    expect(room.state).toMatchObject({ gameStatus: 2, claims: [] });
    expect(room.state.players.a?.hasWon).toBe(true);
  });

  it('G-36: with autoVerify an invalid claim is rejected with INVALID_CLAIM', () => {
    const room = started({ autoVerify: true });
    markCells(room, 'a', ROW_1);
    const events = room.ok(player('a'), 'BINGO_REVIEW_REQUEST');
    expect(events[0]).toMatchObject({ type: 'BINGO_REJECTED', payload: { reason: 'INVALID_CLAIM' } });
    expect(room.state).toMatchObject({ gameStatus: 2, claims: [] });
    expect(room.state.players.a?.hasWon).toBe(false);
  });

  it('G-39: with autoWin a player wins as soon as its marks complete the pattern', () => {
    const room = started({ autoWin: true });
    room.callUntil(room.keysAt('a', ROW_1));
    const events = room.ok(player('a'), 'UPDATE_PLAYER_STATE', { markedKeys: room.keysAt('a', ROW_1) });
    expect(events.map((e) => e.type)).toContain('BINGO_ACCEPTED');
    expect(room.state.players.a?.hasWon).toBe(true);
    expect(room.state.gameStatus).toBe(2);
  });

  it('G-41, G-39: autoDaub marks called keys and the free space, and with autoWin the winner needs no click', () => {
    const room = started({ autoWin: true, autoDaub: true, selectedPattern: 'row-3' });
    expect(room.state.players.a?.markedKeys).toContain(-1);
    const row3 = room.keysAt('a', [10, 11, 13, 14]);
    room.callUntil(row3);
    expect(room.state.players.a?.hasWon).toBe(true);
    expect(room.state.winnerList.map((w) => w.userId)).toContain('a');
    const called = new Set(room.called());
    expect(room.state.players.b?.markedKeys.filter((k) => k !== -1).every((k) => called.has(k))).toBe(true);
  });

  it('G-31: with patterns off the default is any line; no-calls mode checks the pattern only', () => {
    const room = new TestRoom().setup(testCard(), ['a'], { gameMode: 'no-calls', autoVerify: true });
    room.ok(CALLER, 'START_GAME');
    room.ok(player('a'), 'UPDATE_PLAYER_STATE', { markedKeys: room.keysAt('a', [2, 7, 17, 22]).concat(-1) });
    room.ok(player('a'), 'BINGO_REVIEW_REQUEST');
    expect(room.state.players.a?.hasWon).toBe(true);
  });
});

describe('90-ball', () => {
  const NINETY = testCard({ cardType: 'traditional', cardGrid: 9 });
  const rowCells = (r: number) => [...Array(9).keys()].map((c) => r * 9 + c);
  const rowKeys = (room: TestRoom, r: number) =>
    room.keysAt('a', rowCells(r)).filter((k) => !Number.isNaN(k));

  function claim(pattern: string, rows: number[]): boolean {
    const room = new TestRoom(3).setup(NINETY, ['a'], {
      patternOn: true,
      selectedPattern: pattern,
      autoVerify: true,
    });
    room.ok(CALLER, 'START_GAME');
    const keys = rows.flatMap((r) => rowKeys(room, r));
    room.callUntil(keys);
    room.ok(player('a'), 'UPDATE_PLAYER_STATE', { markedKeys: keys });
    room.ok(player('a'), 'BINGO_REVIEW_REQUEST');
    return room.state.players.a?.hasWon ?? false;
  }

  it('G-33: a live player gets one ticket of 15 numbers, five a row', () => {
    const room = new TestRoom().setup(NINETY, ['a']);
    for (const r of [0, 1, 2]) expect(rowKeys(room, r)).toHaveLength(5);
    expect(room.state.callItems).toHaveLength(90);
  });

  it('G-33: one line wins with one complete row, two lines with two, full house with all three', () => {
    expect(claim('one-line', [1])).toBe(true);
    expect(claim('two-lines', [1])).toBe(false);
    expect(claim('two-lines', [0, 2])).toBe(true);
    expect(claim('full-house', [0, 2])).toBe(false);
    expect(claim('full-house', [0, 1, 2])).toBe(true);
  });

  it('G-41: autoDaub never marks a free space on a 90-ball ticket', () => {
    const room = new TestRoom().setup(NINETY, ['a'], { autoDaub: true });
    room.ok(CALLER, 'START_GAME');
    expect(room.state.players.a?.markedKeys).not.toContain(-1);
  });
});
