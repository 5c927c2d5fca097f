import { describe, expect, it } from 'vitest';
import { DAY_MS } from './state.ts';
import { CALLER, player, TestRoom, testCard } from './testing.ts';

describe('pause, save, finish and restart', () => {
  it('G-18: pause remembers review and resume returns to it while claims are pending', () => {
    const room = new TestRoom().setup();
    room.ok(CALLER, 'START_GAME');
    room.ok(CALLER, 'PAUSE_GAME');
    expect(room.state).toMatchObject({ gameStatus: 4, resumeTo: 2 });
    expect(room.code(CALLER, 'NEXT_CALL')).toBe('INVALID_STATE');
    room.ok(CALLER, 'RESUME_GAME');
    expect(room.state.gameStatus).toBe(2);
    const key = room.state.players.a!.card!.cells[0]!.key!;
    room.ok(player('a'), 'MARK_NUMBER', { key, marked: true });
    room.ok(player('a'), 'BINGO_REVIEW_REQUEST');
    room.ok(CALLER, 'PAUSE_GAME');
    expect(room.state.resumeTo).toBe(3);
    room.ok(CALLER, 'RESUME_GAME');
    expect(room.state.gameStatus).toBe(3);
  });

  it('G-19, G-74: a saved game keeps saveDays, is resumable, and is deleted when the save expires', () => {
    const room = new TestRoom().setup();
    room.ok(CALLER, 'START_GAME');
    const saved = room.ok(CALLER, 'SAVE_GAME', {}, { ctx: { saveDays: 2 } });
    expect(saved[0]?.payload).toMatchObject({ gameStatus: 5, saveUpToDate: room.now + 2 * DAY_MS });
    expect(room.state.deadlines.saveExpiresAt).toBe(room.now + 2 * DAY_MS);
    expect(room.code(player('c'), 'JOIN_GAME')).toBe('INVALID_STATE');
    room.ok(CALLER, 'RESUME_GAME');
    expect(room.state).toMatchObject({
      gameStatus: 2,
      saveUpToDate: null,
      deadlines: { saveExpiresAt: null },
    });
    room.ok(CALLER, 'SAVE_GAME');
    expect(room.state.saveUpToDate).toBe(room.now + 30 * DAY_MS);
    expect(room.trigger('SAVE_EXPIRED')).toMatchObject({ error: { code: 'NOT_DUE' } });
    room.now += 30 * DAY_MS;
    room.trigger('SAVE_EXPIRED');
    expect(room.state.gameStatus).toBe(0);
  });

  it('G-16, G-17: FINISH_GAME clears cards and marks of every player and keeps the winners and blacklist', () => {
    const room = new TestRoom().setup(testCard(), ['a', 'b', 'c']);
    room.ok(CALLER, 'START_GAME');
    room.ok(CALLER, 'REMOVE_PLAYER', { userId: 'b' });
    room.ok(CALLER, 'BLACKLIST_PLAYER', { userId: 'c' });
    const events = room.ok(CALLER, 'FINISH_GAME');
    expect(room.state).toMatchObject({ gameStatus: 1, finishReason: 'CALLER_FINISHED', callCount: 0 });
    for (const id of ['a', 'b'])
      expect(room.state.players[id]).toMatchObject({ status: 'NOT_JOINED', card: null, markedKeys: [] });
    expect(room.state.players.c?.status).toBe('BLACKLISTED');
    expect(events.filter((e) => e.type === 'PLAYER_STATE_UPDATED').map((e) => e.to)).toEqual([
      { userId: 'a' },
      { userId: 'b' },
    ]);
    const finished = events.filter((e) => e.type === 'GAME_FINISHED');
    expect(finished.map((e) => e.to)).toEqual(['callers', 'players']);
    expect(finished[0]?.payload.callItems).toHaveLength(30);
    expect(finished[1]?.payload.callItems).toBeUndefined();
  });

  it('G-16: FINISH_GAME rejects pending claims with GAME_FINISHED', () => {
    const room = new TestRoom().setup();
    room.ok(CALLER, 'START_GAME');
    const key = room.state.players.a!.card!.cells[0]!.key!;
    room.ok(player('a'), 'MARK_NUMBER', { key, marked: true });
    room.ok(player('a'), 'BINGO_REVIEW_REQUEST');
    const events = room.ok(CALLER, 'FINISH_GAME');
    expect(events[0]).toEqual({
      type: 'BINGO_REJECTED',
      to: { userId: 'a' },
      payload: { reason: 'GAME_FINISHED' },
    });
    expect(room.state.claims).toEqual([]);
  });

  it('G-15: RESTART_GAME deals new cards to every JOINED player and clears marks, winners and claims', () => {
    const room = new TestRoom().setup(testCard(), ['a', 'b']);
    room.ok(CALLER, 'START_GAME');
    const round = room.state.roundId;
    const cards = { a: room.state.players.a?.card, b: room.state.players.b?.card };
    const key = room.state.players.a!.card!.cells[0]!.key!;
    room.ok(player('a'), 'MARK_NUMBER', { key, marked: true });
    room.ok(player('a'), 'BINGO_REVIEW_REQUEST');
    room.ok(CALLER, 'UPDATE_REVIEW_REQUEST', { userId: 'a', action: 'CONTINUE_GAME' });
    const events = room.ok(CALLER, 'RESTART_GAME');
    expect(room.state).toMatchObject({ gameStatus: 2, callCount: 1, winnerList: [], claims: [] });
    expect(room.state.roundId).not.toBe(round);
    for (const id of ['a', 'b'] as const) {
      expect(room.state.players[id]).toMatchObject({
        status: 'JOINED',
        hasWon: false,
        markedKeys: [],
        roundId: room.state.roundId,
      });
      expect(room.state.players[id]?.card).not.toEqual(cards[id]);
    }
    expect(events.filter((e) => e.type === 'PLAYER_STATE_UPDATED')).toHaveLength(2);
  });

  it('G-40: round-shaping settings are locked while a round runs; others may change', () => {
    const room = new TestRoom().setup();
    room.ok(CALLER, 'START_GAME');
    for (const patch of [
      { gameMode: 'no-calls' },
      { autoWin: true },
      { limitCalls: true },
      { selectedPattern: 'x' },
    ]) {
      expect(room.code(CALLER, 'UPDATE_GAME_SETTINGS', { gameSettings: patch }), JSON.stringify(patch)).toBe(
        'SETTINGS_LOCKED',
      );
    }
    expect(
      room.code(CALLER, 'UPDATE_GAME_SETTINGS', {
        gameSettings: { gameMode: 'manual-call', callsTime: 10, chimeTime: 2 },
      }),
    ).toBe('');
    room.ok(CALLER, 'FINISH_GAME');
    expect(room.code(CALLER, 'UPDATE_GAME_SETTINGS', { gameSettings: { gameMode: 'no-calls' } })).toBe('');
  });

  it('G-42..G-45: settings are checked for keys, types, patterns and the grid', () => {
    const room = new TestRoom().setup();
    const code = (gameSettings: unknown) => room.code(CALLER, 'UPDATE_GAME_SETTINGS', { gameSettings });
    expect(code({ hasWon: true })).toBe('INVALID_PAYLOAD');
    expect(code({ callsTime: 4 })).toBe('INVALID_PAYLOAD');
    expect(code({ autoWin: true })).toBe('PATTERN_REQUIRED');
    expect(code({ autoWin: 1, patternOn: 1, selectedPattern: 'four-corners' })).toBe('');
    expect(room.state.gameSettings).toMatchObject({ autoWin: true, patternOn: true });
    expect(code({ patternOn: false })).toBe('PATTERN_REQUIRED');
    expect(code({ selectedPattern: 'full-house' })).toBe('INVALID_PATTERN');
    expect(code({ patternForSize: 3 })).toBe('INVALID_PATTERN');
    expect(code({ selectedPattern: 'custom', customPattern: [] })).toBe('INVALID_PATTERN');
    expect(code({ selectedPattern: 'custom', customPattern: '0,25' })).toBe('INVALID_PATTERN');
    expect(code({ selectedPattern: 'custom', customPattern: '0,6,12' })).toBe('');
    expect(room.state.gameSettings?.customPattern).toEqual([0, 6, 12]);
  });
});

describe('deadlines', () => {
  it('G-70, G-71: automatic-call mode schedules calls callsTime apart and AUTO_CALL places them when due', () => {
    const room = new TestRoom().setup(testCard(), ['a'], { gameMode: 'automatic-call', callsTime: 10 });
    room.ok(CALLER, 'START_GAME');
    expect(room.state.deadlines.nextAutoCallAt).toBe(room.now + 10_000);
    expect(room.trigger('AUTO_CALL')).toMatchObject({ error: { code: 'NOT_DUE' } });
    room.now += 10_000;
    room.trigger('AUTO_CALL');
    expect(room.state.callCount).toBe(2);
    expect(room.state.deadlines.nextAutoCallAt).toBe(room.now + 10_000);
    room.ok(CALLER, 'PAUSE_GAME');
    expect(room.state.deadlines.nextAutoCallAt).toBeNull();
    room.now += 60_000;
    expect(room.trigger('AUTO_CALL')).toMatchObject({ error: { code: 'INVALID_STATE' } });
  });

  it('G-72: the caller gone past the grace period puts the game on hold; a return cancels it', () => {
    const room = new TestRoom().setup();
    room.ok(CALLER, 'START_GAME');
    room.trigger('CALLER_DISCONNECTED');
    expect(room.state.deadlines.callerGoneAt).toBe(room.now + 30_000);
    room.trigger('CALLER_RECONNECTED');
    expect(room.state.deadlines.callerGoneAt).toBeNull();
    room.trigger('CALLER_DISCONNECTED');
    expect(room.trigger('CALLER_GONE')).toMatchObject({ error: { code: 'NOT_DUE' } });
    room.now += 30_000;
    const outcome = room.trigger('CALLER_GONE');
    expect(outcome).toMatchObject({
      events: [{ type: 'GAME_ON_HOLD', to: 'all', payload: { gameStatus: 6 } }],
    });
    expect(room.state).toMatchObject({ gameStatus: 6, resumeTo: 2 });
    room.ok(CALLER, 'RESUME_GAME');
    expect(room.state.gameStatus).toBe(2);
  });

  it('G-73: the pause beacon puts a running game on hold at once', () => {
    const room = new TestRoom().setup();
    room.ok(CALLER, 'START_GAME');
    room.ok(CALLER, 'PAUSE_GAME');
    room.trigger('PAUSE_BEACON');
    expect(room.state).toMatchObject({ gameStatus: 6, resumeTo: 2 });
  });
});
