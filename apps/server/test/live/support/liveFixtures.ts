import type { CardPayloadInput } from '@bingo/core';
import { type LiveConfig, loadLiveConfig } from '../../../src/live/liveConfig.ts';
import type { ApiClient } from '../../support/api.ts';

/** Text items "word 0".."word n-1". */
export function words(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: `w${i}`,
    type: 'text' as const,
    value: `word ${i}`,
    caption: '',
    imageURi: '',
    uploaded: false,
    uploadType: 'self' as const,
  }));
}

/** A 5x5 text card with enough items for a game. */
export function playableCard(overrides: CardPayloadInput = {}): CardPayloadInput {
  return { cardTitle: 'Live test', cardItems: { textItems: words(30) }, ...overrides } as CardPayloadInput;
}

/** A host with a card, and `count` guests with their own sessions. */
export async function hostAndGuests(api: ApiClient, count: number, card: CardPayloadInput = playableCard()) {
  const host = await api.signIn('subscriber');
  const roomId = await api.createCard(host.token, card);
  const guests = [];
  for (let i = 0; i < count; i++) guests.push(await guest(api, `Player ${i + 1}`));
  return { host, roomId, guests };
}

/** A guest session made through POST /api/auth/guest. */
export async function guest(api: ApiClient, username: string): Promise<{ userId: string; token: string }> {
  const response = await api.post<{ userId: string; jwtAuthToken: string }>('/api/auth/guest', {
    json: { username },
  });
  if (response.status !== 200 || !response.body.data) throw new Error(`guest failed: ${response.status}`);
  return { userId: response.body.data.userId, token: response.body.data.jwtAuthToken };
}

/** Live settings for tests: the product's defaults, with the NEXT_CALL limiter off and a brisk poller. */
export function liveTestConfig(overrides: Partial<LiveConfig> = {}): LiveConfig {
  // Scenario tests send bursts faster than a person could (many calls, then a restart); the rate limits
  // are switched off here and tested on their own with the production values (roles.test.ts).
  return {
    ...loadLiveConfig({}),
    nextCallIntervalMs: 0,
    messagesPerSecond: 1_000_000,
    pollMs: 100,
    ...overrides,
  };
}
