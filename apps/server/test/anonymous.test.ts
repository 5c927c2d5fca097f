import { ANONYMOUS_SESSION_MS, type Card } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { DRIVERS } from './support/bootTestServer.ts';
import { useTestServer } from './support/useTestServer.ts';

describe.each(DRIVERS)('anonymous visitors (%s)', (driver) => {
  const server = useTestServer(driver);

  it('creating a card anonymously returns a working six-day session and the new card', async () => {
    const api = apiClient(server());
    const before = Date.now();
    const session = await api.createAnonymous({ cardTitle: 'Office party' });

    expect(session.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.cardId).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.jwtRefreshToken.length).toBeGreaterThan(30);
    expect(session.jwtAuthExpiration).toBeGreaterThan(before);
    expect(Math.abs(session.sessionExpire - (before + ANONYMOUS_SESSION_MS))).toBeLessThan(60_000);

    const card = await api.get<Card>(`/api/annonym/cards/${session.cardId}`, { token: session.jwtAuthToken });
    expect(card.status).toBe(200);
    expect(card.body.data?.cardTitle).toBe('Office party');
    expect(card.body.data?.userId).toBe(session.userId);
    expect(card.body.data?.isEditable).toBe(true);
  });

  it('an anonymous card without a body gets every default of the spec', async () => {
    const api = apiClient(server());
    const session = await api.createAnonymous();
    const card = await api.get<Card>(`/api/cards/${session.cardId}`);
    expect(card.body.data).toMatchObject({ cardTitle: 'My Bingo', cardGrid: 5, cardType: 'text' });
  });

  it('the anonymous session token works on the private card API', async () => {
    const api = apiClient(server());
    const session = await api.createAnonymous();
    const saved = await api.put<Card>(`/api/cards/${session.cardId}`, {
      token: session.jwtAuthToken,
      json: { cardTitle: 'Renamed by the visitor' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data?.cardTitle).toBe('Renamed by the visitor');
  });

  it("an anonymous visitor cannot read or delete another visitor's anonymous card", async () => {
    const api = apiClient(server());
    const owner = await api.createAnonymous();
    const stranger = await api.createAnonymous();
    const read = await api.get(`/api/annonym/cards/${owner.cardId}`, { token: stranger.jwtAuthToken });
    expect(read.status).toBe(403);
    const removed = await api.delete(`/api/annonym/cards/${owner.cardId}`, { token: stranger.jwtAuthToken });
    expect(removed.status).toBe(403);
    expect((await api.get(`/api/cards/${owner.cardId}`)).status).toBe(200);
  });

  it('an anonymous visitor can delete their own card', async () => {
    const api = apiClient(server());
    const session = await api.createAnonymous();
    const removed = await api.delete(`/api/annonym/cards/${session.cardId}`, { token: session.jwtAuthToken });
    expect(removed.status).toBe(200);
    const read = await api.get(`/api/annonym/cards/${session.cardId}`, { token: session.jwtAuthToken });
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ status: false, message: 'Card not found.' });
  });

  it('anonymous card routes need the bearer token', async () => {
    const api = apiClient(server());
    const session = await api.createAnonymous();
    const read = await api.get(`/api/annonym/cards/${session.cardId}`);
    expect(read.status).toBe(401);
    expect(read.body).toEqual({ status: false, message: 'You are not authorised to make this request.' });
  });
});
