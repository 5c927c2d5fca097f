import type { ClientCommandType, Command } from './commands.ts';
import { CLIENT_COMMANDS } from './commands.ts';
import type { GameError } from './errors.ts';
import { gameError } from './errors.ts';

/** What parseCommand gives back: a command, or the error with what is known of the message for the reply. */
export type ParsedCommand =
  | { ok: true; command: Command }
  | { ok: false; error: GameError; type?: string; requestId?: string };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validation steps 2-4 of protocol §3 (rule G-10): a JSON object with a string `type` (BAD_MESSAGE), a known
 * client command (UNKNOWN_COMMAND), and a payload that is absent or an object (INVALID_PAYLOAD). Accepts the
 * frame text or an already parsed value. Size limits (step 1) and rate limits (step 5) are the server's.
 */
export function parseCommand(raw: unknown): ParsedCommand {
  let message: unknown = raw;
  if (typeof raw === 'string') {
    try {
      message = JSON.parse(raw);
    } catch {
      return { ok: false, error: gameError('BAD_MESSAGE', undefined, 'The message is not JSON.') };
    }
  }
  if (!isPlainObject(message) || typeof message.type !== 'string') {
    return {
      ok: false,
      error: gameError('BAD_MESSAGE', undefined, 'A message is an object with a string type.'),
    };
  }
  const { type, payload, requestId, roundId } = message;
  const reqId = typeof requestId === 'string' && requestId.length <= 64 ? requestId : undefined;
  const reply = { type, ...(reqId === undefined ? {} : { requestId: reqId }) };
  if (requestId !== undefined && reqId === undefined) {
    return {
      ok: false,
      ...reply,
      error: gameError(
        'BAD_MESSAGE',
        { field: 'requestId' },
        'requestId is a string of at most 64 characters.',
      ),
    };
  }
  if (roundId !== undefined && roundId !== null && typeof roundId !== 'string') {
    return {
      ok: false,
      ...reply,
      error: gameError('BAD_MESSAGE', { field: 'roundId' }, 'roundId is a string.'),
    };
  }
  if (!(CLIENT_COMMANDS as readonly string[]).includes(type)) {
    return {
      ok: false,
      ...reply,
      error: gameError('UNKNOWN_COMMAND', { type }, `Unknown command '${type.slice(0, 64)}'.`),
    };
  }
  if (payload !== undefined && !isPlainObject(payload)) {
    return {
      ok: false,
      ...reply,
      error: gameError('INVALID_PAYLOAD', { field: 'payload', reason: 'expected an object' }),
    };
  }
  const command: Command = { type: type as ClientCommandType, payload: payload ?? {} };
  if (typeof roundId === 'string') command.roundId = roundId;
  if (reqId !== undefined) command.requestId = reqId;
  return { ok: true, command };
}
