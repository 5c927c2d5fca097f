import { describe, expect, it } from 'vitest';
import { CALLER, player, TestRoom, testCard, words } from './testing.ts';

describe('creating and starting a game', () => {
  it('G-11: CREATE_GAME refuses a blank card with CARD_BLANK and a bad grid with INVALID_PAYLOAD', () => {
    const room = new TestRoom();
    expect(
      room.code(CALLER, 'CREATE_GAME', { bingoCard: testCard({ cardItems: { textItems: words(10) } }) }),
    ).toBe('CARD_BLANK');
    expect(room.send(CALLER, 'CREATE_GAME', { bingoCard: { ...testCard(), cardGrid: 6 } })).toMatchObject({
      error: { code: 'INVALID_PAYLOAD', details: { field: 'bingoCard.cardGrid' } },
    });
    expect(room.code(CALLER, 'CREATE_GAME', {})).toBe('INVALID_PAYLOAD');
  });

  it('G-11: the card the server fetched wins over a card in the payload', () => {
    const room = new TestRoom();
    room.ok(
      CALLER,
      'CREATE_GAME',
      { bingoCard: testCard({ cardItems: { textItems: words(1) } }) },
      {
        ctx: { card: testCard({ cardType: 'traditional' }) },
      },
    );
    expect(room.state.card?.cardType).toBe('traditional');
  });

  it('G-12: the pool is the card pool, shuffled; the lobby keeps only blacklisted players', () => {
    const room = new TestRoom().setup(testCard({ cardType: 'traditional' }), ['a', 'b']);
    expect(room.state.callItems.map((c) => c.key).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 75 }, (_, i) => i + 1),
    );
    expect(room.state.callItems.map((c) => c.key)).not.toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
    expect(room.state.callItems.find((c) => c.key === 16)).toEqual({
      key: 16,
      value: '16',
      type: 'number',
      caption: 'I 16',
    });
    room.ok(CALLER, 'BLACKLIST_PLAYER', { userId: 'b' });
    room.ok(CALLER, 'CREATE_GAME', { bingoCard: testCard() });
    expect(Object.keys(room.state.players)).toEqual(['b']);
    expect(room.state.players.b?.status).toBe('BLACKLISTED');
  });

  it('G-12: CREATE_GAME checks the card settings: autoWin needs a pattern', () => {
    const card = testCard();
    const bad = { ...card, playingSettings: { ...card.playingSettings, autoWin: true, patternOn: false } };
    expect(new TestRoom().code(CALLER, 'CREATE_GAME', { bingoCard: bad })).toBe('PATTERN_REQUIRED');
  });

  it('G-3, G-13: START_GAME needs a player, opens a new round and places the first call', () => {
    const room = new TestRoom().setup(testCard(), []);
    expect(room.code(CALLER, 'START_GAME')).toBe('NO_PLAYERS');
    room.ok(player('a'), 'JOIN_GAME');
    const lobbyRound = room.state.roundId;
    const events = room.ok(CALLER, 'START_GAME');
    expect(room.state).toMatchObject({ gameStatus: 2, callCount: 1 });
    expect(room.state.roundId).not.toBe(lobbyRound);
    const forPlayers = events.find((e) => e.type === 'GAME_STARTED' && e.to === 'players');
    const forCallers = events.find((e) => e.type === 'GAME_STARTED' && e.to === 'callers');
    expect(forPlayers?.payload).toMatchObject({ gameStatus: 2, callCount: 1 });
    expect(forPlayers?.payload.callItems).toBeUndefined();
    expect(forCallers?.payload.callItems).toHaveLength(30);
  });

  it('G-13: in no-calls mode START places no call and NEXT_CALL gets CALLS_DISABLED', () => {
    const room = new TestRoom().setup(testCard(), ['a'], { gameMode: 'no-calls' });
    room.ok(CALLER, 'START_GAME');
    expect(room.state.callCount).toBe(0);
    expect(room.code(CALLER, 'NEXT_CALL')).toBe('CALLS_DISABLED');
  });
});

describe('calling', () => {
  it('G-21: two caller devices pressing Next call with the same expectedCallCount place one call', () => {
    const room = new TestRoom().setup();
    room.ok(CALLER, 'START_GAME');
    const expected = room.state.callCount;
    expect(room.code(CALLER, 'NEXT_CALL', { expectedCallCount: expected })).toBe('');
    expect(room.code(CALLER, 'NEXT_CALL', { expectedCallCount: expected })).toBe('STALE_CALL');
    expect(room.state.callCount).toBe(expected + 1);
  });

  it('G-22: CALL_PLACED gives players the calls and callers the order too', () => {
    const room = new TestRoom().setup();
    room.ok(CALLER, 'START_GAME');
    const events = room.ok(CALLER, 'NEXT_CALL');
    const toPlayers = events.find((e) => e.type === 'CALL_PLACED' && e.to === 'players');
    expect(toPlayers?.payload).toMatchObject({ callCount: 2, isLastCall: false });
    expect(toPlayers?.payload.calledItems).toHaveLength(2);
    expect(toPlayers?.payload.callItems).toBeUndefined();
    expect(
      events.find((e) => e.type === 'CALL_PLACED' && e.to === 'callers')?.payload.callItems,
    ).toHaveLength(30);
  });

  it('G-23: limitCalls ends the calls with isLastCall and then NO_CALLS_LEFT', () => {
    const room = new TestRoom().setup(testCard(), ['a'], { limitCalls: true, limitCallsValue: 3 });
    room.ok(CALLER, 'START_GAME');
    room.ok(CALLER, 'NEXT_CALL');
    const last = room.ok(CALLER, 'NEXT_CALL');
    expect(last.find((e) => e.type === 'CALL_PLACED')?.payload.isLastCall).toBe(true);
    expect(room.code(CALLER, 'NEXT_CALL')).toBe('NO_CALLS_LEFT');
    expect(room.state.gameStatus).toBe(2);
  });

  it('G-23: limitCallsValue above the pool size is refused', () => {
    const room = new TestRoom().setup();
    expect(
      room.send(CALLER, 'UPDATE_GAME_SETTINGS', { gameSettings: { limitCalls: 1, limitCallsValue: 31 } }),
    ).toMatchObject({
      error: { code: 'INVALID_PAYLOAD', details: { field: 'limitCallsValue' } },
    });
  });

  it('G-24: shuffling keeps the called prefix and reorders only the rest', () => {
    const room = new TestRoom().setup();
    room.ok(CALLER, 'START_GAME');
    room.ok(CALLER, 'NEXT_CALL');
    const before = room.state.callItems.map((c) => c.key);
    const events = room.ok(CALLER, 'SHUFFLE_CALL_ITEMS');
    const after = room.state.callItems.map((c) => c.key);
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    expect(after.slice(2)).not.toEqual(before.slice(2));
    expect(events.find((e) => e.to === 'players')?.payload.callItems).toBeUndefined();
  });

  it('G-25: CALL_REORDER moves an uncalled item and refuses to move a called one', () => {
    const room = new TestRoom().setup();
    room.ok(CALLER, 'START_GAME');
    const keys = room.state.callItems.map((c) => c.key);
    room.ok(CALLER, 'CALL_REORDER', { oldIndex: 5, newIndex: 1 });
    expect(room.state.callItems[1]?.key).toBe(keys[5]);
    expect(room.code(CALLER, 'CALL_REORDER', { oldIndex: 0, newIndex: 3 })).toBe('CANNOT_MOVE_CALLED');
    expect(room.code(CALLER, 'CALL_REORDER', { oldIndex: 3, newIndex: 30 })).toBe('INVALID_PAYLOAD');
    expect(room.lastEvents.every((e) => e.to === 'callers')).toBe(true);
  });
});
