import { describe, expect, it } from 'vitest';
import { checkInvariants } from './invariants.ts';
import { CALLER, player, TestRoom } from './testing.ts';
import type { GameState } from './types.ts';

function running(): TestRoom {
  const room = new TestRoom().setup();
  room.ok(CALLER, 'START_GAME');
  room.ok(CALLER, 'NEXT_CALL');
  return room;
}

describe('checkInvariants', () => {
  it('G-80: a well-played room breaks no invariant', () => {
    const room = running();
    room.ok(player('a'), 'MARK_NUMBER', { key: room.keysAt('a', [0])[0], marked: true });
    expect(checkInvariants(room.state)).toEqual([]);
  });

  it('G-80: broken rooms are reported, one message per broken rule', () => {
    const s = running().state;
    const a = s.players.a!;
    const broken: [string, GameState][] = [
      ['callCount exceeds', { ...s, callCount: s.callItems.length + 1 }],
      ['holds a key twice', { ...s, callItems: [s.callItems[0]!, ...s.callItems.slice(0, -1)] }],
      ['has no card', { ...s, players: { ...s.players, a: { ...a, card: null, markedKeys: [] } } }],
      ['not on its card', { ...s, players: { ...s.players, a: { ...a, markedKeys: [12345] } } }],
      [
        'not a player with hasWon',
        { ...s, winnerList: [{ userId: 'a', username: '', picture: '', wonAt: 1, acceptedAt: 0 }] },
      ],
      ['in review without a claim', { ...s, gameStatus: 3 }],
      ['gameStatus 9', { ...s, gameStatus: 9 as never }],
      ['outside status 5', { ...s, deadlines: { ...s.deadlines, saveExpiresAt: 5 } }],
    ];
    for (const [message, state] of broken) {
      expect(checkInvariants(state).join('; '), message).toContain(message);
      // Each broken state changed what it breaks, so the incremental check from s finds it too.
      expect(checkInvariants(state, s, { incremental: true }).join('; '), message).toContain(message);
    }
  });

  it('G-80: the incremental check re-checks changed records, and every record when the round changes', () => {
    const s = running().state;
    const a = s.players.a!;
    // Only b changed: a's record is the same object as in the checked state, so it is not re-read.
    const b = s.players.b!;
    const bMarksOff = { ...s, players: { ...s.players, b: { ...b, markedKeys: [12345] } } };
    expect(checkInvariants(bMarksOff, s, { incremental: true }).join('; ')).toContain('b marks a key');
    // A new round id with a's record untouched leaves a holding last round's card: found.
    const newRound = { ...s, roundId: 'another-round' };
    expect(checkInvariants(newRound, s, { incremental: true }).join('; ')).toContain(
      `JOINED ${a.userId} has a card from another round`,
    );
    // A winner list that lost a winner is checked against every player, changed or not.
    const winner = { ...s, players: { ...s.players, a: { ...a, hasWon: true } } };
    const listed = {
      ...winner,
      winnerList: [{ userId: 'a', username: '', picture: '', wonAt: 1, acceptedAt: 0 }],
    };
    expect(checkInvariants(listed, s, { incremental: true })).toEqual([]);
    const dropped = { ...listed, winnerList: [] };
    expect(checkInvariants(dropped, listed, { incremental: true }).join('; ')).toContain(
      'a has won but is not in the winner list',
    );
  });

  it('G-80: with the previous state, v may not go down and seats may not be added over capacity', () => {
    const room = running();
    const before = room.state;
    const after = { ...before, v: before.v - 1, playerCapacity: 1 };
    expect(checkInvariants(after, before)).toContain('v went down');
    const lowered = { ...before, playerCapacity: 1 };
    expect(checkInvariants(lowered, before)).toEqual([]);
  });
});
