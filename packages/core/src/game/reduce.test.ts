import { describe, expect, it } from 'vitest';
import type { CommandType } from './commands.ts';
import { CLIENT_COMMANDS, SYSTEM_TRIGGERS } from './commands.ts';
import { COMMAND_TABLE } from './commandTable.ts';
import { reduce } from './reduce.ts';
import { emptyRoom } from './state.ts';
import { CALLER, player, SYSTEM, TestRoom, testCard } from './testing.ts';

const CALLER_COMMANDS = CLIENT_COMMANDS.filter((t) => COMMAND_TABLE[t].role === 'caller');
const PLAYER_COMMANDS: CommandType[] = ['UPDATE_PLAYER_STATE', 'MARK_NUMBER', 'BINGO_REVIEW_REQUEST'];

describe('reduce: roles and the validation order', () => {
  it('G-4: every caller command sent by a player is refused with NOT_CALLER, in every status', () => {
    expect(CALLER_COMMANDS.length).toBeGreaterThan(15);
    const room = new TestRoom().setup();
    const statuses = [
      () => {},
      () => room.ok(CALLER, 'START_GAME'),
      () => room.ok(CALLER, 'PAUSE_GAME'),
      () => room.ok(CALLER, 'SAVE_GAME'),
    ];
    for (const enter of statuses) {
      enter();
      for (const type of CALLER_COMMANDS) {
        expect(room.code(player('a'), type, {}), type).toBe('NOT_CALLER');
        // A player socket that claims to be a caller but is not the owner is refused as well.
        expect(room.code({ ...player('a'), isCaller: true }, type, {}), type).toBe('NOT_CALLER');
      }
    }
  });

  it('G-4: player commands need a JOINED player; callers, strangers and removed players get NOT_A_PLAYER', () => {
    const room = new TestRoom().setup(testCard(), ['a', 'b']);
    room.ok(CALLER, 'START_GAME');
    room.ok(CALLER, 'REMOVE_PLAYER', { userId: 'b' });
    for (const type of PLAYER_COMMANDS) {
      for (const actor of [CALLER, player('stranger'), player('b')]) {
        expect(room.code(actor, type, { key: 1, marked: true }), `${type} ${actor.userId}`).toBe(
          'NOT_A_PLAYER',
        );
      }
    }
  });

  it('G-4: the caller cannot join their own room, from any device', () => {
    const room = new TestRoom().setup(testCard(), []);
    expect(room.code(CALLER, 'JOIN_GAME')).toBe('NOT_A_PLAYER');
    expect(room.code({ ...CALLER, isCaller: false }, 'JOIN_GAME')).toBe('NOT_A_PLAYER');
  });

  it('G-4: server triggers are refused from clients, and clients commands from the system actor', () => {
    const room = new TestRoom().setup();
    for (const type of SYSTEM_TRIGGERS) {
      expect(room.code(CALLER, type)).toBe('UNKNOWN_COMMAND');
      const direct = reduce(room.state, { type, payload: {} }, CALLER, room.ctx());
      expect('error' in direct && direct.error.code).toBe('NOT_CALLER');
    }
    expect(reduce(room.state, { type: 'START_GAME', payload: {} }, SYSTEM, room.ctx())).toMatchObject({
      error: { code: 'NOT_CALLER' },
    });
  });

  it('G-5: without a game every command but CREATE_GAME and SYNC_GAME gets ROOM_NOT_FOUND', () => {
    const room = new TestRoom();
    for (const type of CALLER_COMMANDS.filter((t) => t !== 'CREATE_GAME')) {
      expect(room.code(CALLER, type, {}), type).toBe('ROOM_NOT_FOUND');
    }
    expect(room.code(player('a'), 'JOIN_GAME')).toBe('ROOM_NOT_FOUND');
    expect(room.code(player('a'), 'SYNC_GAME')).toBe('');
  });

  it('G-6: a command carrying a stale roundId gets STALE_ROUND', () => {
    const room = new TestRoom().setup();
    const lobbyRound = room.state.roundId!;
    room.ok(CALLER, 'START_GAME');
    expect(room.code(CALLER, 'NEXT_CALL', {}, { roundId: lobbyRound })).toBe('STALE_ROUND');
    expect(room.code(player('a'), 'BINGO_REVIEW_REQUEST', {}, { roundId: lobbyRound })).toBe('STALE_ROUND');
    expect(room.code(CALLER, 'NEXT_CALL', {}, { roundId: room.state.roundId! })).toBe('');
    expect(room.code(player('a'), 'SYNC_GAME', {}, { roundId: lobbyRound })).toBe('');
  });

  it('G-7, G-14: a command in the wrong status gets INVALID_STATE with the allowed statuses', () => {
    const room = new TestRoom().setup();
    const outcome = room.send(CALLER, 'NEXT_CALL', {});
    expect(outcome).toMatchObject({
      error: { code: 'INVALID_STATE', details: { gameStatus: 1, allowed: [2] } },
    });
    room.ok(CALLER, 'START_GAME');
    expect(room.code(CALLER, 'CREATE_GAME', { bingoCard: testCard() })).toBe('GAME_IN_PROGRESS');
    expect(room.code(CALLER, 'RESUME_GAME')).toBe('INVALID_STATE');
  });

  it('G-8: field checks come last and name the field', () => {
    const room = new TestRoom().setup();
    room.ok(CALLER, 'START_GAME');
    expect(room.send(CALLER, 'CALL_REORDER', { oldIndex: 'x' })).toMatchObject({
      error: { code: 'INVALID_PAYLOAD', details: { field: 'oldIndex' } },
    });
    expect(room.send(player('a'), 'UPDATE_PLAYER_STATE', { hasWon: true })).toMatchObject({
      error: { code: 'INVALID_PAYLOAD' },
    });
  });

  it('G-2: every successful change increments v exactly once; pure replies and errors do not', () => {
    const room = new TestRoom().setup();
    let v = room.state.v;
    for (const step of [
      () => room.ok(CALLER, 'START_GAME'),
      () => room.ok(CALLER, 'NEXT_CALL'),
      () => room.ok(CALLER, 'PAUSE_GAME'),
      () => room.ok(CALLER, 'RESUME_GAME'),
    ]) {
      step();
      expect(room.state.v).toBe(++v);
    }
    room.ok(player('a'), 'SYNC_GAME');
    room.ok(player('a'), 'JOIN_GAME');
    room.ok(player('a'), 'GET_PLAYER_STATE');
    room.code(player('a'), 'NEXT_CALL');
    expect(room.state.v).toBe(v);
  });

  it('G-2: the version survives DELETE_GAME and snapshots inside events carry the new version', () => {
    const room = new TestRoom().setup();
    const v = room.state.v;
    room.ok(CALLER, 'DELETE_GAME');
    expect(room.state).toEqual({ ...emptyRoom('room-1'), v: v + 1 });
    const events = room.ok(CALLER, 'CREATE_GAME', { bingoCard: testCard() });
    expect(events.every((e) => e.payload.v === v + 2)).toBe(true);
    const joined = room.ok(player('z'), 'JOIN_GAME');
    const snapshot = joined.find((e) => e.type === 'SUCCESSFULLY_JOINED')?.payload.snapshot as { v: number };
    expect(snapshot.v).toBe(room.state.v);
  });
});
