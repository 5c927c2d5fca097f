import { describe, expect, test } from 'vitest';
import { apiClient } from '../support/api.ts';
import { DRIVERS } from '../support/bootTestServer.ts';
import { useTestServer } from '../support/useTestServer.ts';
import { calledKeys, callUntil, cardKeys } from './support/game.ts';
import { LiveClient } from './support/liveClient.ts';
import { hostAndGuests, liveTestConfig } from './support/liveFixtures.ts';

describe('claims are verified against the dealt card and the calls', () => {
  const server = useTestServer('pglite', { live: liveTestConfig() });

  async function startedGame(settings: Record<string, unknown> = {}) {
    const { host, roomId, guests } = await hostAndGuests(apiClient(server()), 2);
    const caller = await LiveClient.open(server().url, roomId, { token: host.token, caller: true });
    await caller.request('CREATE_GAME', {});
    if (Object.keys(settings).length > 0)
      await caller.request('UPDATE_GAME_SETTINGS', { gameSettings: settings });
    const player = await LiveClient.open(server().url, roomId, { token: guests[0]!.token });
    const joined = await player.request('JOIN_GAME', {});
    const started = await caller.request('START_GAME', {});
    return { caller, player, keys: cardKeys(joined), started };
  }

  test('a claim made of uncalled items is rejected', async () => {
    const { caller, player, keys, started } = await startedGame({ autoVerify: true });
    const called = calledKeys(started);
    const uncalledRow = [0, 1, 2, 3, 4].map((i) => keys[i]!);
    expect(uncalledRow.some((k) => !called.includes(k))).toBe(true);
    for (const key of uncalledRow) await player.request('MARK_NUMBER', { key, marked: true });
    const claim = await player.request('BINGO_REVIEW_REQUEST', {});
    const rejected =
      claim.type === 'BINGO_REJECTED' ? claim : await player.seen((f) => f.type === 'BINGO_REJECTED');
    expect(rejected.payload.reason).toBe('INVALID_CLAIM');
    expect(player.frames.some((f) => f.type === 'BINGO_ACCEPTED')).toBe(false);
    await Promise.all([caller.close(), player.close()]);
  });

  test('a mark of an item that is not on the card is refused, so no claim can contain it', async () => {
    const { caller, player, keys } = await startedGame();
    const notOnCard = [...Array(30).keys()].find((k) => !keys.includes(k))!;
    expect(await player.errorCode('MARK_NUMBER', { key: notOnCard, marked: true })).toBe('INVALID_KEY');
    expect(await player.errorCode('UPDATE_PLAYER_STATE', { markedKeys: [notOnCard] })).toBe('INVALID_KEY');
    expect(await player.errorCode('BINGO_REVIEW_REQUEST', {})).toBe('NO_MARKED_KEYS');
    await Promise.all([caller.close(), player.close()]);
  });

  test('a claim carrying the previous round id is rejected with STALE_ROUND', async () => {
    const { caller, player, keys, started } = await startedGame();
    const oldRound = started.roundId;
    expect(oldRound).toMatch(/^[0-9a-z]{20}$/);
    await callUntil(caller, keys.slice(0, 5));
    const restarted = await caller.request('RESTART_GAME', {});
    expect(restarted.type, JSON.stringify(restarted).slice(0, 300)).toBe('GAME_RESTARTED');
    expect(restarted.roundId).not.toBe(oldRound);
    expect(await player.errorCode('BINGO_REVIEW_REQUEST', {}, { roundId: oldRound })).toBe('STALE_ROUND');
    expect(await player.errorCode('MARK_NUMBER', { key: keys[0], marked: true }, { roundId: oldRound })).toBe(
      'STALE_ROUND',
    );
    await Promise.all([caller.close(), player.close()]);
  });
});

describe.each(DRIVERS)('concurrency on %s', (driver) => {
  const server = useTestServer(driver, { live: liveTestConfig() });

  test('two caller devices pressing Next call at once place one call', async () => {
    const { host, roomId, guests } = await hostAndGuests(apiClient(server()), 1);
    const phone = await LiveClient.open(server().url, roomId, { token: host.token, caller: true });
    const laptop = await LiveClient.open(server().url, roomId, { token: host.token, caller: true });
    await phone.request('CREATE_GAME', {});
    const player = await LiveClient.open(server().url, roomId, { token: guests[0]!.token });
    await player.request('JOIN_GAME', {});
    const started = await phone.request('START_GAME', {});
    let count = calledKeys(started).length;
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        phone.request('NEXT_CALL', { expectedCallCount: count }),
        laptop.request('NEXT_CALL', { expectedCallCount: count }),
      ]);
      const kinds = answers.map((a) => (a.type === 'ERROR' ? a.payload.code : a.type)).sort();
      expect(kinds).toEqual(['CALL_PLACED', 'STALE_CALL']);
      count += 1;
    }
    const sync = await player.request('SYNC_GAME', {});
    expect(sync.payload.callCount).toBe(count);
    await Promise.all([phone.close(), laptop.close(), player.close()]);
  });

  test('players marking at once from many sockets all get their marks, and none are lost', async () => {
    const { host, roomId, guests } = await hostAndGuests(apiClient(server()), 5);
    const caller = await LiveClient.open(server().url, roomId, { token: host.token, caller: true });
    await caller.request('CREATE_GAME', {});
    const players = await Promise.all(
      guests.map((g) => LiveClient.open(server().url, roomId, { token: g.token })),
    );
    const cards: number[][] = [];
    for (const p of players) cards.push(cardKeys(await p.request('JOIN_GAME', {})));
    await caller.request('START_GAME', {});
    // A second device of player 1 marks concurrently with the first: incremental marks do not overwrite.
    const second = await LiveClient.open(server().url, roomId, { token: guests[0]!.token });
    const marks = players.flatMap((p, i) =>
      cards[i]!.slice(0, 6).map((key) => p.request('MARK_NUMBER', { key, marked: true })),
    );
    marks.push(...cards[0]!.slice(6, 10).map((key) => second.request('MARK_NUMBER', { key, marked: true })));
    const answers = await Promise.all(marks);
    expect(answers.every((a) => a.type === 'PLAYER_STATE_UPDATED')).toBe(true);
    for (const [i, p] of players.entries()) {
      const state = await p.request('GET_PLAYER_STATE', {});
      const marked = (state.payload.playerState as { markedKeys: number[] }).markedKeys;
      const expected = cards[i]!.slice(0, i === 0 ? 10 : 6);
      expect([...marked].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    }
    await Promise.all([caller, second, ...players].map((c) => c.close()));
  });
});
