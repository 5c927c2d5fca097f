import { describe, expect, test } from 'vitest';
import {
  compactForRow,
  hasOmittedList,
  type ListedPlayer,
  ROW_LIST_LIMIT,
  restoreLists,
  type StoredEvent,
} from '../../src/live/storedEvents.ts';

function listed(n: number): ListedPlayer[] {
  return Array.from({ length: n }, (_, i) => ({
    userId: `u${i}`,
    username: `Player ${i}`,
    picture: '',
    hasWon: i === 3,
  }));
}

const entry = (p: ListedPlayer, online: boolean) => ({ ...p, online });

describe('stored event rows leave long player lists out (ADR 008)', () => {
  test('short lists are stored as they are', () => {
    const players = listed(ROW_LIST_LIMIT);
    const events: StoredEvent[] = [
      {
        type: 'PLAYER_JOINED',
        to: { allBut: 'u0' },
        payload: { playerList: players.map((p) => entry(p, false)), joinedCount: ROW_LIST_LIMIT },
      },
    ];
    const row = compactForRow(events);
    expect(row).toEqual(events);
    expect(hasOmittedList(row)).toBe(false);
  });

  test('a long list event and a long snapshot are restored from the players and the online view', () => {
    const players = listed(ROW_LIST_LIMIT + 5);
    const online = ['u1', 'u2'];
    const list = players.map((p) => entry(p, false));
    const snapshot = {
      v: 9,
      playerList: players.map((p) => entry(p, online.includes(p.userId))),
      winnerList: [],
      onlinePlayersIds: online,
      serverTime: 1,
    };
    const events: StoredEvent[] = [
      {
        type: 'SUCCESSFULLY_JOINED',
        to: { userId: 'u0' },
        payload: { playerState: { userId: 'u0' }, snapshot },
      },
      {
        type: 'PLAYER_JOINED',
        to: { allBut: 'u0' },
        payload: { playerList: list, joinedCount: players.length },
      },
      { type: 'GAME_ROOM_FULL', to: 'callers', payload: { joinedCount: players.length } },
    ];
    const row = compactForRow(events);
    expect(hasOmittedList(row)).toBe(true);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('Player 4');
    expect(stored).not.toContain('onlinePlayersIds');
    expect(row[2]).toBe(events[2]);
    // What a reading server sends is what the committing server sent from memory.
    expect(restoreLists(JSON.parse(stored) as StoredEvent[], players, online)).toEqual(events);
    // The committing server's own events are untouched.
    expect(events[1]?.payload.playerList).toBe(list);
  });
});
