import { describe, expect, test } from 'vitest';
import { apiClient } from '../support/api.ts';
import { useTestServer } from '../support/useTestServer.ts';
import { calledKeys } from './support/game.ts';
import { LiveClient } from './support/liveClient.ts';
import { hostAndGuests, liveTestConfig } from './support/liveFixtures.ts';

describe('stored deadlines', () => {
  const server = useTestServer('pglite', { live: liveTestConfig({ callerGraceMs: 400 }) });

  async function game(settings: Record<string, unknown> = {}) {
    const { host, roomId, guests } = await hostAndGuests(apiClient(server()), 1);
    const caller = await LiveClient.open(server().url, roomId, { token: host.token, caller: true });
    await caller.request('CREATE_GAME', {});
    if (Object.keys(settings).length > 0)
      await caller.request('UPDATE_GAME_SETTINGS', { gameSettings: settings });
    const player = await LiveClient.open(server().url, roomId, { token: guests[0]!.token });
    await player.request('JOIN_GAME', {});
    const started = await caller.request('START_GAME', {});
    return { caller, player, started };
  }

  test('automatic calls are placed by the deadline poller every callsTime seconds', async () => {
    const { caller, player, started } = await game({ gameMode: 'automatic-call', callsTime: 5 });
    const firstCount = calledKeys(started).length;
    const at = Date.now();
    const auto = await player.next((f) => f.type === 'CALL_PLACED', 8000);
    const waited = Date.now() - at;
    expect(calledKeys(auto).length).toBe(firstCount + 1);
    expect(waited).toBeGreaterThan(3500);
    expect(waited).toBeLessThan(6500);
    const stored = await server().db.query<{ kind: string; due_at: string }>(
      'SELECT kind, due_at FROM live_deadlines',
    );
    expect(stored.some((d) => d.kind === 'nextAutoCallAt' && Number(d.due_at) > Date.now())).toBe(true);
    await Promise.all([caller.close(), player.close()]);
  }, 15_000);

  test('when the caller is gone past the grace period the game goes on hold, and resumes when they return', async () => {
    const { caller, player } = await game();
    const roomId = caller.ws.url.split('/').pop()!.split('?')[0]!;
    await caller.close();
    const hold = await player.next((f) => f.type === 'GAME_ON_HOLD', 5000);
    expect(hold.payload.gameStatus).toBe(6);
    const offline = player.last('ONLINE_PLAYERS_UPDATED');
    expect(offline?.payload.callerOnline).toBe(false);
    expect(roomId).toMatch(/^[0-9a-f-]{36}$/);
    await player.close();
  });
});
