/**
 * A token bucket: `perSecond` tokens refill each second up to the same burst. Validation step 5 uses two
 * per socket: every message, and NEXT_CALL on its own.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = perSecond;
    this.last = now;
  }

  /** Takes a token if there is one. */
  take(now: number): boolean {
    if (!Number.isFinite(this.perSecond)) return true;
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** A bucket that allows one event per interval (an interval of 0 allows everything). */
export function oncePer(intervalMs: number, now: number): TokenBucket {
  return new TokenBucket(intervalMs <= 0 ? Number.POSITIVE_INFINITY : 1000 / intervalMs, now);
}
