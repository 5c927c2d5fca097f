import type { Command } from './commands.ts';
import type { CommandSpec, Role } from './commandTable.ts';
import { COMMAND_TABLE } from './commandTable.ts';
import { scheduleDeadlines } from './deadlines.ts';
import type { GameError } from './errors.ts';
import { gameError } from './errors.ts';
import type { Outcome } from './result.ts';
import type { Actor, Ctx, GameEvent, GameState } from './types.ts';

/** Validation step 6 (rule G-4): caller commands need the room's caller; player commands a JOINED player. */
function checkRole(role: Role, state: GameState, actor: Actor): GameError | null {
  const isRoomCaller =
    actor.isCaller && !actor.system && (state.callerUserId === null || state.callerUserId === actor.userId);
  switch (role) {
    case 'caller':
      return isRoomCaller ? null : gameError('NOT_CALLER');
    case 'player':
      if (actor.isCaller || actor.system) return gameError('NOT_A_PLAYER');
      return state.players[actor.userId]?.status === 'JOINED' ? null : gameError('NOT_A_PLAYER');
    case 'nonCaller':
      // The caller does not play in their own room, from any device (protocol §0).
      if (actor.isCaller || actor.system || actor.userId === state.callerUserId) {
        return gameError('NOT_A_PLAYER', undefined, 'The caller does not play in their own room.');
      }
      return null;
    case 'any':
      return actor.system ? gameError('NOT_CALLER') : null;
    case 'system':
      return actor.system ? null : gameError('NOT_CALLER');
  }
}

/** Validation steps 7-9 (rules G-5..G-7): a game exists, the round matches, the status allows the command. */
function checkRoom(spec: CommandSpec, command: Command, state: GameState): GameError | null {
  const needsGame = command.type !== 'CREATE_GAME' && command.type !== 'SYNC_GAME';
  if (needsGame && state.gameStatus === 0) return gameError('ROOM_NOT_FOUND');
  const stale = command.roundId !== undefined && state.roundId !== null && command.roundId !== state.roundId;
  if (stale && command.type !== 'SYNC_GAME') return gameError('STALE_ROUND', { roundId: state.roundId });
  if (spec.statuses.includes(state.gameStatus)) return null;
  if (command.type === 'CREATE_GAME') return gameError('GAME_IN_PROGRESS');
  return gameError('INVALID_STATE', { gameStatus: state.gameStatus, allowed: spec.statuses });
}

/** Snapshots inside events carry the version they will be sent with. */
function stampVersion(events: GameEvent[], v: number): GameEvent[] {
  return events.map((e) => {
    const payload = { ...e.payload };
    if (typeof payload.v === 'number') payload.v = v;
    const snapshot = payload.snapshot as Record<string, unknown> | undefined;
    if (snapshot && typeof snapshot.v === 'number') payload.snapshot = { ...snapshot, v };
    return { ...e, payload };
  });
}

/**
 * The live game as one pure step (rule G-1): role, room, round and status checks in the protocol's order,
 * the command's payload schema, then its handler. A success that changes the state increments `v` exactly
 * once and schedules the deadlines; a success that returns the same state object is a pure reply.
 */
export function reduce(state: GameState, command: Command, actor: Actor, ctx: Ctx): Outcome {
  const spec = COMMAND_TABLE[command.type] as CommandSpec | undefined;
  if (!spec) return { error: gameError('UNKNOWN_COMMAND', { type: String(command.type) }) };
  const refused = checkRole(spec.role, state, actor) ?? checkRoom(spec, command, state);
  if (refused) return { error: refused };
  const parsed = spec.schema.safeParse(command.payload ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      error: gameError('INVALID_PAYLOAD', {
        field: issue?.path.join('.') ?? '',
        reason: issue?.message ?? '',
      }),
    };
  }
  const outcome = (spec.handler as CommandSpec['handler'])(state, parsed.data as never, actor, ctx);
  if ('error' in outcome || outcome.state === state) return outcome;
  const v = state.v + 1;
  return {
    state: scheduleDeadlines({ ...outcome.state, v }, ctx.now),
    events: stampVersion(outcome.events, v),
  };
}
