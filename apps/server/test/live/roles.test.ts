import { CLIENT_COMMANDS, COMMAND_TABLE } from '@bingo/core';
import { describe, expect, test } from 'vitest';
import { ACCESS_TOKEN_MS } from '../../src/auth/accessTokens.ts';
import { MESSAGES_PER_SECOND } from '../../src/live/wire.ts';
import { apiClient } from '../support/api.ts';
import { useTestServer } from '../support/useTestServer.ts';
import { LiveClient } from './support/liveClient.ts';
import { hostAndGuests, liveTestConfig } from './support/liveFixtures.ts';

const CALLER_COMMANDS = CLIENT_COMMANDS.filter((type) => COMMAND_TABLE[type].role === 'caller');

describe('roles, tokens and limits', () => {
  const server = useTestServer('pglite', {
    live: liveTestConfig({ nextCallIntervalMs: 1000, messagesPerSecond: MESSAGES_PER_SECOND }),
  });

  async function lobbyWithPlayer() {
    const api = apiClient(server());
    const { host, roomId, guests } = await hostAndGuests(api, 2);
    const caller = await LiveClient.open(server().url, roomId, { token: host.token, caller: true });
    await caller.request('CREATE_GAME', {});
    const player = await LiveClient.open(server().url, roomId, { token: guests[0]!.token });
    await player.request('JOIN_GAME', {});
    return { api, host, roomId, guests, caller, player };
  }

  test('every caller command sent by a player is refused with NOT_CALLER', async () => {
    const { caller, player } = await lobbyWithPlayer();
    expect(CALLER_COMMANDS.length).toBeGreaterThan(15);
    for (const type of CALLER_COMMANDS) {
      expect(await player.errorCode(type, {}), type).toBe('NOT_CALLER');
    }
    await Promise.all([caller.close(), player.close()]);
  });

  test('a user who does not own the card is closed with 4003 when asking to be the caller', async () => {
    const { roomId, guests, caller } = await lobbyWithPlayer();
    const impostor = await LiveClient.open(server().url, roomId, { token: guests[1]!.token, caller: true });
    await impostor.closed();
    expect(impostor.closeCode).toBe(4003);
    expect(impostor.closeReason).toBe('NOT_CALLER');
    await caller.close();
  });

  test('a socket without a token is closed with 4001 TOKEN_MISSING, a forged one with TOKEN_INVALID', async () => {
    const { roomId } = await hostAndGuests(apiClient(server()), 0);
    const anonymous = await LiveClient.open(server().url, roomId, {});
    await anonymous.closed();
    expect([anonymous.closeCode, anonymous.closeReason]).toEqual([4001, 'TOKEN_MISSING']);
    const forged = await LiveClient.open(server().url, roomId, { token: 'a.b.c' });
    await forged.closed();
    expect([forged.closeCode, forged.closeReason]).toEqual([4001, 'TOKEN_INVALID']);
  });

  test('a command after the token expired closes the socket with 4001 TOKEN_EXPIRED', async () => {
    const api = apiClient(server());
    const { roomId, guests } = await hostAndGuests(api, 1);
    // A token issued almost a full lifetime ago: valid at connect, expired a second later.
    const nearlyExpired = await server().accessTokens.sign(
      { userId: guests[0]!.userId, role: 'anon' },
      Date.now() - ACCESS_TOKEN_MS + 1500,
    );
    const player = await LiveClient.open(server().url, roomId, { token: nearlyExpired.token });
    expect(player.frames[0]?.type).toBe('GAME_SYNCED');
    await new Promise((r) => setTimeout(r, 1600));
    player.send('SYNC_GAME', {});
    await player.closed();
    expect([player.closeCode, player.closeReason]).toEqual([4001, 'TOKEN_EXPIRED']);
  });

  test('oversized frames get PAYLOAD_TOO_LARGE and a second NEXT_CALL within a second gets RATE_LIMITED', async () => {
    const { caller, player } = await lobbyWithPlayer();
    const big = JSON.stringify({ type: 'SYNC_GAME', requestId: 'big', payload: { pad: 'x'.repeat(70_000) } });
    player.raw(big);
    const refused = await player.next((f) => f.requestId === 'big');
    expect([refused.type, refused.payload.code, refused.payload.command]).toEqual([
      'ERROR',
      'PAYLOAD_TOO_LARGE',
      'SYNC_GAME',
    ]);
    expect(refused.payload.message).not.toMatch(/at |Error:/);

    await caller.request('START_GAME', {});
    const first = caller.request('NEXT_CALL', {});
    const second = caller.request('NEXT_CALL', {});
    const results = await Promise.all([first, second]);
    expect(results.map((r) => (r.type === 'ERROR' ? r.payload.code : r.type))).toEqual([
      'CALL_PLACED',
      'RATE_LIMITED',
    ]);
    await Promise.all([caller.close(), player.close()]);
  });

  test('more than 20 messages in a second from one socket are refused with RATE_LIMITED', async () => {
    const { caller, player } = await lobbyWithPlayer();
    const replies = await Promise.all(Array.from({ length: 30 }, () => player.request('SYNC_GAME', {})));
    const limited = replies.filter((r) => r.type === 'ERROR' && r.payload.code === 'RATE_LIMITED').length;
    expect(limited).toBeGreaterThanOrEqual(9);
    expect(replies.length - limited).toBeGreaterThanOrEqual(18);
    await Promise.all([caller.close(), player.close()]);
  });

  test('the pause beacon puts a running game on hold for the owner only', async () => {
    const { roomId, host, guests, caller, player } = await lobbyWithPlayer();
    await caller.request('START_GAME', {});
    const beacon = (token: string) =>
      fetch(`${server().url}/parties/bingo-server/${roomId}?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ type: 'PAUSE_GAME' }),
      });
    expect((await beacon(guests[0]!.token)).status).toBe(403);
    expect((await beacon('nonsense')).status).toBe(401);
    expect((await beacon(host.token)).status).toBe(204);
    const hold = await player.seen((f) => f.type === 'GAME_ON_HOLD');
    expect(hold.payload.gameStatus).toBe(6);
    await Promise.all([caller.close(), player.close()]);
  });

  test('a guest session carries the display name into the room', async () => {
    const api = apiClient(server());
    const bad = await api.post('/api/auth/guest', { json: { username: '  ' } });
    expect(bad.status).toBe(400);
    const control = await api.post('/api/auth/guest', { json: { username: 'a\u0007b' } });
    expect(control.status).toBe(400);
    const { caller, player } = await lobbyWithPlayer();
    const list = caller.last('PLAYER_JOINED') ?? (await caller.seen((f) => f.type === 'PLAYER_JOINED'));
    expect((list.payload.playerList as { username: string }[]).map((p) => p.username)).toEqual(['Player 1']);
    await Promise.all([caller.close(), player.close()]);
  });
});
