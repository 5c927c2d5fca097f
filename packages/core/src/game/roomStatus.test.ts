import { describe, expect, it } from 'vitest';
import { roomStatusOf } from './roomStatus.ts';

describe('roomStatusOf', () => {
  it('no game: nothing to join and no account asked for', () => {
    expect(roomStatusOf(0, true)).toEqual({ exists: false, joinable: false, requireAccount: false });
  });

  it('joinable while JOIN_GAME is accepted (lobby, playing, paused, on hold), not once saved or finished', () => {
    expect([1, 2, 3, 4, 5, 6].map((s) => roomStatusOf(s as 1, false).joinable)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('passes the room option on for a room that exists', () => {
    expect(roomStatusOf(2, true).requireAccount).toBe(true);
    expect(roomStatusOf(2, false).requireAccount).toBe(false);
  });
});
