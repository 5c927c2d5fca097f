import type { LiveConfig } from './liveConfig.ts';

/**
 * Seats in a room hosted by this caller (protocol §8). The one place that decides it: today every caller
 * gets the operator's default (LIVE_DEFAULT_CAPACITY, 5 as in spec §9); plans will raise it per caller here.
 */
export function capacityFor(_callerUserId: string, config: Pick<LiveConfig, 'defaultCapacity'>): number {
  return config.defaultCapacity;
}
