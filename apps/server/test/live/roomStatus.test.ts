import { randomUUID } from 'node:crypto';
import type { RoomStatus } from '@bingo/core';
import { describe, expect, test } from 'vitest';
import { apiClient } from '../support/api.ts';
import { DRIVERS } from '../support/bootTestServer.ts';
import { useTestServer } from '../support/useTestServer.ts';
import { LiveClient } from './support/liveClient.ts';
import { hostAndGuests, liveTestConfig } from './support/liveFixtures.ts';

/** GET /api/live/{cardId}/status: what the player page asks before the visitor has a session. */
describe.each(DRIVERS)('the room status read on %s', (driver) => {
  const server = useTestServer(driver, { live: liveTestConfig() });

  test('follows the game from no room to created, saved and deleted, without a token', async () => {
    const api = apiClient(server());
    const { host, roomId, guests } = await hostAndGuests(api, 1);
    const status = async () => {
      const response = await api.get<RoomStatus>(`/api/live/${roomId}/status`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return response.body.data;
    };
    const none = { exists: false, joinable: false, requireAccount: false };
    expect(await status()).toEqual(none);

    // A caller on the page is not a game yet: the room only exists once CREATE_GAME is accepted.
    const caller = await LiveClient.open(server().url, roomId, { token: host.token, caller: true });
    expect(await status()).toEqual(none);
    await caller.request('CREATE_GAME', {});
    expect(await status()).toEqual({ exists: true, joinable: true, requireAccount: false });

    const player = await LiveClient.open(server().url, roomId, { token: guests[0]!.token });
    await player.request('JOIN_GAME', {});
    await caller.request('START_GAME', {});
    expect(await status()).toEqual({ exists: true, joinable: true, requireAccount: false });
    // A saved game still exists, but JOIN_GAME is refused until the caller resumes it.
    await caller.request('SAVE_GAME', {});
    expect(await status()).toEqual({ exists: true, joinable: false, requireAccount: false });
    await caller.request('DELETE_GAME', {});
    expect(await status()).toEqual(none);
    await Promise.all([caller.close(), player.close()]);
  });

  test('tells nothing but those three facts, and the same to a player token as to no token', async () => {
    const api = apiClient(server());
    const { host, roomId, guests } = await hostAndGuests(api, 1);
    const caller = await LiveClient.open(server().url, roomId, { token: host.token, caller: true });
    await caller.request('CREATE_GAME', {});
    const anonymous = await api.get<Record<string, unknown>>(`/api/live/${roomId}/status`);
    expect(Object.keys(anonymous.body.data ?? {}).sort()).toEqual(['exists', 'joinable', 'requireAccount']);
    const withToken = await api.get(`/api/live/${roomId}/status`, { token: guests[0]!.token });
    expect(withToken.body.data).toEqual(anonymous.body.data);
    // The id is case-insensitive like the socket's room id.
    const upper = await api.get(`/api/live/${roomId.toUpperCase()}/status`);
    expect(upper.body.data).toEqual(anonymous.body.data);
    await caller.close();
  });

  test('answers 404 for a card that does not exist and for an id that is not a card id', async () => {
    const api = apiClient(server());
    for (const id of [randomUUID(), 'not-a-card', '1%27%20OR%201=1']) {
      const response = await api.get(`/api/live/${id}/status`);
      expect(response.status, id).toBe(404);
      expect(response.body.status).toBe(false);
    }
  });
});
