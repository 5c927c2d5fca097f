import { describe, expect, it } from 'vitest';
import { applyEvent } from './applyEvent.ts';
import { emptyView } from './gameView.ts';
import { choosePlayerModal } from './modalChoice.ts';
import { frame, me, synced } from './testViews.ts';

const call = (key: number) => ({ key, value: String(key), type: 'number', caption: '' });

describe('applyEvent', () => {
  it('a snapshot replaces what the client knew and marks the view as synced', () => {
    const view = synced('player', 7, { gameStatus: 2, callCount: 3, playerState: me() });
    expect(view.synced).toBe(true);
    expect(view.snapshotV).toBe(7);
    expect(view.gameStatus).toBe(2);
    expect(view.playerState?.status).toBe('JOINED');
  });

  it('events are ignored until the first snapshot arrives', () => {
    const view = applyEvent(emptyView('player'), frame('GAME_PAUSED', 3));
    expect(view.gameStatus).toBe(0);
  });

  it('an event whose v is not newer than the snapshot is dropped', () => {
    const view = synced('player', 10, { gameStatus: 2 });
    expect(applyEvent(view, frame('GAME_PAUSED', 10)).gameStatus).toBe(2);
    expect(applyEvent(view, frame('GAME_PAUSED', 9)).gameStatus).toBe(2);
    expect(applyEvent(view, frame('GAME_PAUSED', 11)).gameStatus).toBe(4);
  });

  it('several events of one command share a v and all apply', () => {
    let view = synced('player', 4, { gameStatus: 2, playerState: me() });
    view = applyEvent(view, frame('CALL_PLACED', 5, { callCount: 1, calledItems: [call(9)] }));
    view = applyEvent(view, frame('PLAYER_STATE_UPDATED', 5, { playerState: me({ markedKeys: [9] }) }));
    expect(view.calledItems.map((c) => c.key)).toEqual([9]);
    expect(view.playerState?.markedKeys).toEqual([9]);
  });

  it('a pause remembers the status to resume to and resume clears it', () => {
    let view = synced('caller', 1, { gameStatus: 3 });
    view = applyEvent(view, frame('GAME_PAUSED', 2, { gameStatus: 4 }));
    expect([view.gameStatus, view.resumeTo]).toEqual([4, 3]);
    view = applyEvent(view, frame('GAME_RESUMED', 3, { gameStatus: 3 }));
    expect([view.gameStatus, view.resumeTo]).toEqual([3, null]);
  });

  it('a player that has won ignores calls but still hears the game finish', () => {
    let view = synced('player', 1, { gameStatus: 2, playerState: me({ hasWon: true }), callCount: 1 });
    view = applyEvent(view, frame('CALL_PLACED', 2, { callCount: 2, calledItems: [call(1), call(2)] }));
    expect(view.callCount).toBe(1);
    view = applyEvent(
      view,
      frame('GAME_FINISHED', 3, { gameStatus: 1, winnerList: [], finishReason: 'WINNER_ACCEPTED' }),
    );
    expect(view.gameStatus).toBe(1);
    expect(view.finishReason).toBe('WINNER_ACCEPTED');
  });

  it('finishing a game empties the seats, the calls and the claims', () => {
    let view = synced('caller', 1, {
      gameStatus: 3,
      joinedCount: 2,
      callCount: 5,
      claims: [{ userId: 'u1' }],
    });
    view = applyEvent(
      view,
      frame('GAME_FINISHED', 2, { gameStatus: 1, winnerList: [], finishReason: 'CALLER_FINISHED' }),
    );
    expect([view.joinedCount, view.callCount, view.claims.length, view.playerList.length]).toEqual([
      0, 0, 0, 0,
    ]);
  });

  it('a new round clears the winners of the last one', () => {
    let view = synced('player', 1, { gameStatus: 2, winnerList: [{ userId: 'x' }] });
    view = applyEvent(
      view,
      frame('GAME_RESTARTED', 2, { gameStatus: 2, callCount: 1, calledItems: [call(3)] }),
    );
    expect(view.winnerList).toEqual([]);
    expect(view.callCount).toBe(1);
  });

  it('presence updates apply at the current version and mark listed players online', () => {
    let view = synced('caller', 5, {
      playerList: [{ userId: 'a', username: 'A', picture: '', hasWon: false }],
    });
    view = applyEvent(
      view,
      frame('ONLINE_PLAYERS_UPDATED', 5, { onlinePlayersIds: ['a'], callerOnline: true }),
    );
    expect(view.playerList[0]?.online).toBe(true);
  });

  it('a refused join because the room is full is remembered for the room full modal', () => {
    const view = synced('player', 2);
    const next = applyEvent(
      view,
      frame('ERROR', 2, { code: 'ROOM_FULL', command: 'JOIN_GAME', message: '' }),
    );
    expect(next.joinRefusal).toBe('ROOM_FULL');
  });

  it('joining takes the snapshot that comes with it and clears a refusal', () => {
    const view = { ...synced('player', 2), joinRefusal: 'ROOM_FULL' as const };
    const next = applyEvent(
      view,
      frame('SUCCESSFULLY_JOINED', 3, { playerState: me(), snapshot: { gameStatus: 1, joinedCount: 1 } }),
    );
    expect(next.playerState?.status).toBe('JOINED');
    expect(next.joinedCount).toBe(1);
    expect(next.joinRefusal).toBeNull();
  });

  it('the caller sees claims in full and players only who claimed', () => {
    const players = [{ userId: 'a', username: 'Ann', picture: '', hasWon: false }];
    let caller = synced('caller', 1, { gameStatus: 2, playerList: players });
    const claim = {
      userId: 'a',
      markedKeys: [1],
      verification: { valid: true, missingCells: [], uncalledMarks: [] },
    };
    caller = applyEvent(
      caller,
      frame('REVIEW_REQUEST_UPDATED', 2, { bingoRequests: [claim], gameStatus: 3 }),
    );
    expect(caller.claims).toHaveLength(1);
    expect(caller.bingoRequests[0]?.username).toBe('Ann');
    expect(caller.gameStatus).toBe(3);
  });

  it('a room-full notice reaches the caller for the upgrade prompt', () => {
    const view = applyEvent(
      synced('caller', 1),
      frame('GAME_ROOM_FULL', 2, { isRoomFull: true, joinedCount: 5, playerCapacity: 5 }),
    );
    expect(view.roomFullNotice).toBe(true);
    expect(view.isRoomFull).toBe(true);
  });

  it('a removed player let back in forgets a vacancy announced while it was out', () => {
    let view = synced('player', 1, { playerState: me({ status: 'REMOVED' }) });
    view = applyEvent(view, frame('VACANCY_CREATED', 2, { joinedCount: 1, playerCapacity: 2 }));
    view = applyEvent(view, frame('PLAYER_REJOINED', 3, { playerState: me({ status: 'JOINED' }) }));
    expect(view.vacancy).toBe(false);
    // The round ends and the resync says the seat is gone: the player is asked to join, not told of a free seat.
    view = applyEvent(
      view,
      frame('GAME_SYNCED', 4, { gameStatus: 1, playerState: me({ status: 'NOT_JOINED' }) }),
    );
    expect(choosePlayerModal(view, { hasSession: true })).not.toBe('vacancy');
  });

  it('unknown events change nothing', () => {
    const view = synced('player', 1);
    expect(applyEvent(view, frame('SOMETHING_NEW', 2))).toBe(view);
  });
});
