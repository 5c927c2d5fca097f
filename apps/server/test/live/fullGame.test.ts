import { describe, expect, test } from 'vitest';
import { apiClient } from '../support/api.ts';
import { DRIVERS } from '../support/bootTestServer.ts';
import { useTestServer } from '../support/useTestServer.ts';
import { callUntil, cardKeys } from './support/game.ts';
import { LiveClient } from './support/liveClient.ts';
import { hostAndGuests, liveTestConfig } from './support/liveFixtures.ts';

describe.each(DRIVERS)('a live game on %s', (driver) => {
  const server = useTestServer(driver, { live: liveTestConfig() });

  test('a caller and three players play from create to an accepted win and finish', async () => {
    const api = apiClient(server());
    const { host, roomId, guests } = await hostAndGuests(api, 3);
    const caller = await LiveClient.open(server().url, roomId, { token: host.token, caller: true });
    expect(caller.frames[0]?.type).toBe('GAME_SYNCED');
    expect(caller.frames[0]?.payload.gameStatus).toBe(0);

    const created = await caller.request('CREATE_GAME', {});
    expect(created.type).toBe('GAME_CREATED');
    expect(created.payload.callItems).toBeDefined();

    const players = await Promise.all(
      guests.map((g) => LiveClient.open(server().url, roomId, { token: g.token })),
    );
    const joins = [];
    for (const p of players) joins.push(await p.request('JOIN_GAME', {}));
    expect(joins.map((j) => j.type)).toEqual([
      'SUCCESSFULLY_JOINED',
      'SUCCESSFULLY_JOINED',
      'SUCCESSFULLY_JOINED',
    ]);
    expect(joins[0]?.payload.snapshot).toBeDefined();
    expect((joins[2]!.payload.snapshot as { callItems?: unknown }).callItems).toBeUndefined();
    await caller.seen((f) => f.type === 'PLAYER_JOINED' && f.payload.joinedCount === 3);

    const started = await caller.request('START_GAME', {});
    expect(started.type).toBe('GAME_STARTED');
    const seenByPlayer = await players[0]!.seen((f) => f.type === 'GAME_STARTED');
    expect(seenByPlayer.payload.callItems).toBeUndefined();
    expect(seenByPlayer.v).toBe(started.v);

    // Player 1 completes the top row (cells 0-4), marks it, and claims.
    const winner = players[0]!;
    const row = cardKeys(joins[0]!).slice(0, 5);
    await callUntil(caller, row);
    for (const key of row) {
      const marked = await winner.request('MARK_NUMBER', { key, marked: true });
      expect(marked.type).toBe('PLAYER_STATE_UPDATED');
    }
    const claim = await winner.request('BINGO_REVIEW_REQUEST', {});
    expect(claim.type).toBe('BINGO_IN_REVIEW');
    const review = await caller.seen(
      (f) => f.type === 'REVIEW_REQUEST_UPDATED' && f.payload.gameStatus === 3,
    );
    const claims = review.payload.bingoRequests as { userId: string; verification: { valid: boolean } }[];
    expect(claims[0]?.verification.valid).toBe(true);

    const accepted = await caller.request('UPDATE_REVIEW_REQUEST', {
      userId: guests[0]!.userId,
      action: 'CONTINUE_GAME',
    });
    expect(accepted.type).toBe('PLAYER_WON');
    await caller.seen((f) => f.type === 'REVIEW_REQUEST_UPDATED' && f.payload.gameStatus === 2);
    await winner.seen((f) => f.type === 'BINGO_ACCEPTED');
    const wonNotice = await players[1]!.seen((f) => f.type === 'PLAYER_WON');
    expect((wonNotice.payload.whoIsWon as { username: string }).username).toBe('Player 1');

    const finished = await caller.request('FINISH_GAME', {});
    expect(finished.type, JSON.stringify(finished.payload)).toBe('GAME_FINISHED');
    const seenFinish = await players[2]!.seen((f) => f.type === 'GAME_FINISHED');
    expect(seenFinish.payload.finishReason).toBe('WINNER_ACCEPTED');
    expect((seenFinish.payload.winnerList as unknown[]).length).toBe(1);

    // A fresh connection sees the finished lobby with the winner list kept.
    const late = await LiveClient.open(server().url, roomId, { token: guests[2]!.token });
    expect(late.frames[0]?.payload.gameStatus).toBe(1);
    expect((late.frames[0]!.payload.winnerList as unknown[]).length).toBe(1);
    await Promise.all([caller, late, ...players].map((c) => c.close()));
  });
});
