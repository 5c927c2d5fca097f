import type { Outcome } from '../result.ts';
import type { Actor, Ctx, GameState } from '../types.ts';

/** One command's logic, after the common checks of reduce (validation steps 6-9) have passed. */
export type Handler<P> = (state: GameState, payload: P, actor: Actor, ctx: Ctx) => Outcome;

/** A server-given capacity when it is a sane whole number, otherwise the fallback (protocol §8). */
export function capacityFrom(ctx: Ctx, fallback: number): number {
  const c = ctx.playerCapacity;
  return typeof c === 'number' && Number.isInteger(c) && c >= 0 ? c : fallback;
}
