import type { ErrorCode, GameError } from './errors.ts';
import { gameError } from './errors.ts';
import type { GameEvent, GameState } from './types.ts';

/** A command that succeeded: the next state and what to tell whom. Same state object = a pure reply. */
export interface Success {
  state: GameState;
  events: GameEvent[];
}

/** The result of reduce: a success, or an error for the sender only. */
export type Outcome = Success | { error: GameError };

/** A success. */
export function ok(state: GameState, events: GameEvent[] = []): Success {
  return { state, events };
}

/** A refusal with the catalogue message. */
export function fail(
  code: ErrorCode,
  details?: Record<string, unknown>,
  message?: string,
): { error: GameError } {
  return { error: gameError(code, details, message) };
}

/** Whether an outcome is a refusal. */
export function isFailure(outcome: Outcome): outcome is { error: GameError } {
  return 'error' in outcome;
}

/** Runs `next` on a success and concatenates the events; refusals pass through. */
export function andThen(first: Success, next: (state: GameState) => Success): Success {
  const second = next(first.state);
  return { state: second.state, events: [...first.events, ...second.events] };
}
