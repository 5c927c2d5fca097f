import { describe, expect, it } from 'vitest';
import { CALLER, player, TestRoom, testCard } from './testing.ts';

describe('joining and seats', () => {
  it('G-50: joining deals the server card and tells the player, the others and nobody else the card', () => {
    const room = new TestRoom().setup(testCard(), ['a']);
    const events = room.ok(player('b'), 'JOIN_GAME', { username: '  Bea  ' });
    expect(room.state.players.b).toMatchObject({ status: 'JOINED', username: 'Bea', markedKeys: [] });
    expect(room.state.players.b?.card?.cells).toHaveLength(25);
    const mine = events.find((e) => e.type === 'SUCCESSFULLY_JOINED');
    expect(mine?.to).toEqual({ userId: 'b' });
    const others = events.find((e) => e.type === 'PLAYER_JOINED');
    expect(others?.to).toEqual({ allBut: 'b' });
    expect(JSON.stringify(others?.payload)).not.toContain('cells');
  });

  it('G-50: usernames are 1-40 characters without control characters', () => {
    const room = new TestRoom().setup(testCard(), []);
    expect(room.code(player('a'), 'JOIN_GAME', { username: '   ' })).toBe('INVALID_PAYLOAD');
    expect(room.code(player('a'), 'JOIN_GAME', { username: 'x'.repeat(41) })).toBe('INVALID_PAYLOAD');
    expect(room.code(player('a'), 'JOIN_GAME', { username: 'a\u0007b' })).toBe('INVALID_PAYLOAD');
  });

  it('G-51: a second device joining gets ALREADY_JOINED with its playerState and no version change', () => {
    const room = new TestRoom().setup(testCard(), ['a']);
    const v = room.state.v;
    const events = room.ok(player('a'), 'JOIN_GAME');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'ALREADY_JOINED',
      to: 'sender',
      payload: { playerState: { userId: 'a' } },
    });
    expect(room.state.v).toBe(v);
  });

  it('G-52: a full room answers ROOM_FULL, waitlists the user and tells callers GAME_ROOM_FULL', () => {
    const room = new TestRoom();
    room.capacity = 2;
    room.setup(testCard(), ['a']);
    const filling = room.ok(player('b'), 'JOIN_GAME');
    expect(filling.find((e) => e.type === 'GAME_ROOM_FULL')?.payload).toMatchObject({
      joinedCount: 2,
      playerCapacity: 2,
    });
    const events = room.ok(player('c'), 'JOIN_GAME');
    expect(events[0]).toMatchObject({ type: 'ERROR', to: 'sender', payload: { code: 'ROOM_FULL' } });
    expect(events[1]).toMatchObject({ type: 'GAME_ROOM_FULL', to: 'callers', payload: { isRoomFull: true } });
    expect(room.state.vacancyWaitlist.map((w) => w.userId)).toEqual(['c']);
    expect(room.state.players.c).toBeUndefined();
  });

  it('G-50, G-53: seats are recounted, and a removal in a full room sends VACANCY_CREATED', () => {
    const room = new TestRoom();
    room.capacity = 2;
    room.setup(testCard(), ['a', 'b']);
    room.ok(player('c'), 'JOIN_GAME');
    const events = room.ok(CALLER, 'REMOVE_PLAYER', { userId: 'a' });
    expect(events.find((e) => e.type === 'VACANCY_CREATED')).toMatchObject({
      to: 'nonJoined',
      payload: { joinedCount: 1 },
    });
    room.ok(player('c'), 'JOIN_GAME');
    expect(room.state.players.c?.status).toBe('JOINED');
    expect(room.state.vacancyWaitlist).toEqual([]);
  });

  it('G-58: capacity comes from the server; a caller sync with a higher capacity frees seats for everyone', () => {
    const room = new TestRoom();
    room.capacity = 1;
    room.setup(testCard(), ['a']);
    room.ok(player('b'), 'JOIN_GAME', {}, { ctx: { playerCapacity: 99 } });
    expect(room.state.players.b).toBeUndefined();
    const events = room.ok(CALLER, 'SYNC_GAME', {}, { ctx: { playerCapacity: 3 } });
    expect(events.map((e) => e.type)).toEqual(['PLAYER_CAPACITY_UPDATED', 'VACANCY_CREATED', 'GAME_SYNCED']);
    expect(room.state.playerCapacity).toBe(3);
  });

  it('G-52: the default capacity is 5', () => {
    const room = new TestRoom().setup(testCard(), ['a', 'b', 'c', 'd', 'e']);
    expect(room.code(player('f'), 'JOIN_GAME')).toBe('');
    expect(room.state.players.f).toBeUndefined();
    expect(room.state.playerCapacity).toBe(5);
  });
});

describe('removing, blacklisting and rejoining', () => {
  it('G-54: REMOVE_PLAYER refuses the caller, unknown players and winners', () => {
    const room = new TestRoom().setup(testCard(), ['a', 'b']);
    room.ok(CALLER, 'START_GAME');
    expect(room.code(CALLER, 'REMOVE_PLAYER', { userId: 'host' })).toBe('INVALID_TARGET');
    expect(room.code(CALLER, 'REMOVE_PLAYER', { userId: 'nobody' })).toBe('PLAYER_NOT_FOUND');
    const key = room.state.players.a!.card!.cells[0]!.key!;
    room.ok(player('a'), 'MARK_NUMBER', { key, marked: true });
    room.ok(player('a'), 'BINGO_REVIEW_REQUEST');
    room.ok(CALLER, 'UPDATE_REVIEW_REQUEST', { userId: 'a', action: 'CONTINUE_GAME' });
    expect(room.send(CALLER, 'REMOVE_PLAYER', { userId: 'a' })).toMatchObject({
      error: { code: 'PLAYER_ALREADY_WON', message: 'Player a already won' },
    });
    expect(room.code(CALLER, 'BLACKLIST_PLAYER', { userId: 'a' })).toBe('PLAYER_ALREADY_WON');
  });

  it('G-54: removing a claimant drops the claim and leaves review', () => {
    const room = new TestRoom().setup(testCard(), ['a', 'b']);
    room.ok(CALLER, 'START_GAME');
    const key = room.state.players.a!.card!.cells[0]!.key!;
    room.ok(player('a'), 'MARK_NUMBER', { key, marked: true });
    room.ok(player('a'), 'BINGO_REVIEW_REQUEST');
    expect(room.state.gameStatus).toBe(3);
    const events = room.ok(CALLER, 'REMOVE_PLAYER', { userId: 'a' });
    expect(room.state).toMatchObject({ gameStatus: 2, claims: [] });
    expect(events.map((e) => e.type)).toContain('REVIEW_REQUEST_UPDATED');
    expect(events[0]).toMatchObject({ type: 'PLAYER_REMOVED', to: { userId: 'a' } });
  });

  it('G-55, G-56: a removed player asks once to rejoin and, accepted in the same round, keeps the card', () => {
    const room = new TestRoom().setup(testCard(), ['a']);
    room.ok(CALLER, 'START_GAME');
    const card = room.state.players.a?.card;
    room.ok(CALLER, 'REMOVE_PLAYER', { userId: 'a' });
    expect(room.code(player('x'), 'REJOIN_GAME')).toBe('REJOIN_NOT_ALLOWED');
    const events = room.ok(player('a'), 'REJOIN_GAME', { userId: 'someone-else' });
    expect(events.map((e) => e.type)).toEqual([
      'REJOIN_REQUEST_SENT_SUCCESSFULLY',
      'REJOIN_REQUEST_RECEIVED',
    ]);
    expect(room.code(player('a'), 'JOIN_GAME')).toBe('REJOIN_REQUEST_ALREADY_EXISTS');
    room.ok(CALLER, 'REJOIN_REQUEST_PROCESSED', { userId: 'a', action: 'accept' });
    expect(room.state.players.a).toMatchObject({ status: 'JOINED', card });
    expect(room.code(CALLER, 'REJOIN_REQUEST_PROCESSED', { userId: 'a', action: 'accept' })).toBe(
      'NO_REJOIN_REQUEST',
    );
  });

  it('G-56: a rejoin accepted in a later round gets a new card; without a seat the request stays', () => {
    const room = new TestRoom();
    room.capacity = 1;
    room.setup(testCard(), ['a']);
    room.ok(CALLER, 'REMOVE_PLAYER', { userId: 'a' });
    room.ok(player('a'), 'REJOIN_GAME');
    room.ok(player('b'), 'JOIN_GAME');
    room.ok(CALLER, 'START_GAME');
    expect(room.code(CALLER, 'REJOIN_REQUEST_PROCESSED', { userId: 'a', action: 'accept' })).toBe(
      'ROOM_FULL',
    );
    expect(room.state.rejoinRequests).toHaveLength(1);
    const oldCard = room.state.players.a?.card;
    room.ok(CALLER, 'SYNC_GAME', {}, { ctx: { playerCapacity: 2 } });
    room.ok(CALLER, 'REJOIN_REQUEST_PROCESSED', { userId: 'a', action: 'accept' });
    expect(room.state.players.a?.roundId).toBe(room.state.roundId);
    expect(room.state.players.a?.card).not.toEqual(oldCard);
  });

  it('G-56, G-57: a rejected rejoin blacklists, and a blacklisted user cannot join or rejoin', () => {
    const room = new TestRoom().setup(testCard(), ['a', 'b']);
    room.ok(CALLER, 'REMOVE_PLAYER', { userId: 'a' });
    room.ok(player('a'), 'REJOIN_GAME');
    const events = room.ok(CALLER, 'REJOIN_REQUEST_PROCESSED', { userId: 'a', action: 'reject' });
    expect(events[0]).toMatchObject({ type: 'PLAYER_BLACKLISTED', to: { userId: 'a' } });
    expect(room.code(player('a'), 'JOIN_GAME')).toBe('BLACKLISTED');
    expect(room.code(player('a'), 'REJOIN_GAME')).toBe('BLACKLISTED');
    room.ok(CALLER, 'BLACKLIST_PLAYER', { userId: 'b' });
    expect(room.state.players.b).toMatchObject({ status: 'BLACKLISTED', card: null });
    room.ok(CALLER, 'DELETE_GAME');
    room.ok(CALLER, 'CREATE_GAME', { bingoCard: testCard() });
    expect(room.code(player('a'), 'JOIN_GAME')).toBe('');
  });
});
