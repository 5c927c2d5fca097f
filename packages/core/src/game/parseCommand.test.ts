import { describe, expect, it } from 'vitest';
import { parseCommand } from './parseCommand.ts';

const code = (raw: unknown) => {
  const parsed = parseCommand(raw);
  return parsed.ok ? '' : parsed.error.code;
};

describe('parseCommand', () => {
  it('G-10: a frame that is not a JSON object with a string type is BAD_MESSAGE', () => {
    for (const raw of ['{', '[]', '"x"', 'null', '{"type":3}', '{}', 42, null, []])
      expect(code(raw), String(raw)).toBe('BAD_MESSAGE');
    expect(code({ type: 'SYNC_GAME', requestId: 'x'.repeat(65) })).toBe('BAD_MESSAGE');
    expect(code({ type: 'SYNC_GAME', roundId: 5 })).toBe('BAD_MESSAGE');
  });

  it('G-10: unknown commands, including CLAIM_BINGO, END_GAME and server triggers, are UNKNOWN_COMMAND', () => {
    for (const type of ['CLAIM_BINGO', 'END_GAME', 'AUTO_CALL', 'CALLER_GONE', 'toString', '__proto__']) {
      expect(code({ type }), type).toBe('UNKNOWN_COMMAND');
    }
  });

  it('G-10: a payload that is present must be an object', () => {
    for (const payload of [null, 1, 'x', [1]])
      expect(code({ type: 'NEXT_CALL', payload })).toBe('INVALID_PAYLOAD');
  });

  it('G-10: a good frame keeps type, payload, roundId and requestId', () => {
    expect(
      parseCommand('{"type":"NEXT_CALL","payload":{"expectedCallCount":3},"roundId":"r","requestId":"q"}'),
    ).toEqual({
      ok: true,
      command: { type: 'NEXT_CALL', payload: { expectedCallCount: 3 }, roundId: 'r', requestId: 'q' },
    });
    expect(parseCommand({ type: 'SYNC_GAME' })).toEqual({
      ok: true,
      command: { type: 'SYNC_GAME', payload: {} },
    });
  });

  it('G-10: errors keep the requestId so the reply can carry it', () => {
    expect(parseCommand({ type: 'NOPE', requestId: 'r1' })).toMatchObject({
      ok: false,
      requestId: 'r1',
      type: 'NOPE',
    });
  });
});
