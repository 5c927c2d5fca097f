/** The attempts allowed per address and per client IP in one window (docs/decisions/009-accounts.md). */
export const RATE_LIMITS = {
  perAddress: 5,
  perIp: 30,
  windowMs: 15 * 60 * 1000,
} as const;

export type LimitedAction = 'login' | 'magic' | 'reset' | 'otpSend' | 'otp' | 'register';

/**
 * Fixed-window counters in memory. With several servers each counts on its own, so the real limit is
 * n times higher; acceptable for slowing guessing down, and documented in the decision record.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number) {}

  /** Counts one attempt against both keys; false when either is over its limit. */
  allow(action: LimitedAction, address: string | null, ip: string): boolean {
    const byIp = this.hit(`${action}:ip:${ip}`, RATE_LIMITS.perIp);
    const byAddress = address === null || this.hit(`${action}:address:${address}`, RATE_LIMITS.perAddress);
    return byIp && byAddress;
  }

  private hit(key: string, limit: number): boolean {
    const now = this.now();
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || now - window.start >= RATE_LIMITS.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= limit;
  }

  /** Old windows go, so a flood of made-up addresses cannot grow the map without bound. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) {
      if (now - window.start >= RATE_LIMITS.windowMs) this.windows.delete(key);
    }
  }
}
