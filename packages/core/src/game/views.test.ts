import { describe, expect, it } from 'vitest';
import { CALLER, player, TestRoom, testCard } from './testing.ts';
import { snapshotFor } from './views.ts';

function runningRoom(settings: Record<string, unknown> = {}): TestRoom {
  const room = new TestRoom().setup(testCard(), ['a', 'b'], settings);
  room.ok(CALLER, 'START_GAME');
  room.ok(CALLER, 'NEXT_CALL');
  room.ok(player('b'), 'MARK_NUMBER', { key: room.keysAt('b', [0])[0], marked: true });
  return room;
}

describe('snapshots', () => {
  it('G-61: a player never sees other players cards or marks, nor the future call order', () => {
    const room = runningRoom();
    const snap = snapshotFor(room.state, player('a'));
    expect(snap.callItems).toBeUndefined();
    expect(snap.claims).toBeUndefined();
    expect(snap.rejoinRequestsList).toBeUndefined();
    expect(snap.playerState).toMatchObject({ userId: 'a', status: 'JOINED' });
    const text = JSON.stringify(snap);
    expect(text.match(/"cells"/g)).toHaveLength(1);
    expect(text.match(/"markedKeys"/g)).toHaveLength(1);
    expect(snap.playerList).toEqual([
      { userId: 'a', username: 'Player a', picture: '', hasWon: false, online: false },
      { userId: 'b', username: 'Player b', picture: '', hasWon: false, online: false },
    ]);
  });

  it('G-60: callers get the call order, full claims, rejoin list, callerState and waitlist', () => {
    const room = runningRoom();
    const snap = snapshotFor(room.state, CALLER, { now: 5, onlinePlayersIds: ['a'], callerOnline: true });
    expect(snap.callItems).toHaveLength(30);
    for (const key of ['claims', 'rejoinRequestsList', 'callerState', 'vacancyWaitlist'])
      expect(snap).toHaveProperty(key);
    expect(snap).toMatchObject({
      serverTime: 5,
      caller: { userId: 'host', online: true },
      callCount: 2,
      totalCalls: 30,
    });
    expect((snap.playerList as { online: boolean }[])[0]?.online).toBe(true);
    expect(snap.playerState).toBeUndefined();
  });

  it('G-60: SYNC_GAME answers the sender only with its own view', () => {
    const room = runningRoom();
    const events = room.ok(player('a'), 'SYNC_GAME', { knownVersion: 1 });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'GAME_SYNCED',
      to: 'sender',
      payload: { playerState: { userId: 'a' } },
    });
  });

  it('G-62: with hideCalls players only see the latest call; callers see them all', () => {
    const room = runningRoom({ hideCalls: true });
    expect(snapshotFor(room.state, player('a')).calledItems).toHaveLength(1);
    expect(snapshotFor(room.state, CALLER).calledItems).toHaveLength(2);
    const events = room.ok(CALLER, 'NEXT_CALL');
    const forPlayers = events.find((e) => e.type === 'CALL_PLACED' && e.to === 'players');
    expect(forPlayers?.payload.calledItems).toHaveLength(1);
  });

  it('G-59: GET_PLAYER_STATE gives callers anyone with a verification and players only themselves', () => {
    const room = runningRoom();
    expect(room.code(player('a'), 'GET_PLAYER_STATE', { userId: 'b' })).toBe('NOT_CALLER');
    expect(room.code(CALLER, 'GET_PLAYER_STATE', { userId: 'zz' })).toBe('PLAYER_NOT_FOUND');
    const mine = room.ok(player('a'), 'GET_PLAYER_STATE');
    expect(mine[0]?.payload.verification).toBeUndefined();
    const theirs = room.ok(CALLER, 'GET_PLAYER_STATE', { userId: 'b' });
    expect(theirs[0]).toMatchObject({
      type: 'PLAYER_STATE_FETCHED',
      to: 'sender',
      payload: { verification: { valid: false } },
    });
  });

  it('G-28: the caller board takes keys of the pool only', () => {
    const room = runningRoom();
    const key = room.state.callItems[0]!.key;
    expect(room.code(CALLER, 'UPDATE_CALLER_STATE', { markedKeys: [key, 999] })).toBe('INVALID_KEY');
    const events = room.ok(CALLER, 'UPDATE_CALLER_STATE', { markedKeys: [key] });
    expect(events).toEqual([
      { type: 'CALLER_STATE_UPDATED', to: 'callers', payload: { callerState: { markedKeys: [key] } } },
    ]);
  });
});
