import type { Card } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { DRIVERS } from './support/bootTestServer.ts';
import { useTestServer } from './support/useTestServer.ts';

const NOT_AUTHORISED = { status: false, message: 'You are not authorised to make this request.' };
const NOT_YOUR_CARD = { status: false, message: 'Only the owner of this card can change it.' };

describe.each(DRIVERS)('authorisation (%s)', (driver) => {
  const server = useTestServer(driver);

  it.each([
    ['POST', '/api/cards/create'],
    ['POST', `/api/cards/create/${crypto.randomUUID()}`],
    ['PUT', `/api/cards/${crypto.randomUUID()}`],
    ['DELETE', `/api/cards/${crypto.randomUUID()}`],
    ['GET', '/api/cards'],
    ['GET', '/api/cards/recently-modified/'],
    ['POST', `/api/cards/duplicate/${crypto.randomUUID()}`],
    ['PUT', `/api/cards/${crypto.randomUUID()}/playing-settings`],
    ['POST', `/api/cards/fileUpload?card_id=${crypto.randomUUID()}`],
    ['POST', '/api/cards/delete-images'],
  ])('%s %s without a token answers 401 with the exact message', async (method, path) => {
    const api = apiClient(server());
    const response = await api.request(method, path, { json: method === 'GET' ? undefined : {} });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(NOT_AUTHORISED);
  });

  it('a forged or expired-looking token is refused like a missing one', async () => {
    const api = apiClient(server());
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluaXN0cmF0b3IifQ.c2lnbmF0dXJl';
    const response = await api.get('/api/cards', { token: forged });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(NOT_AUTHORISED);
  });

  it("someone else's card cannot be changed, duplicated or deleted, and stays unchanged", async () => {
    const api = apiClient(server());
    const owner = await api.signIn('subscriber');
    const stranger = await api.signIn('subscriber');
    const cardId = await api.createCard(owner.token, { cardTitle: 'Mine' });
    const before = (await api.get<Card>(`/api/cards/${cardId}`)).body.data;

    const attempts = [
      await api.put(`/api/cards/${cardId}`, { token: stranger.token, json: { cardTitle: 'Stolen' } }),
      await api.put(`/api/cards/${cardId}/playing-settings`, {
        token: stranger.token,
        json: { autoDaub: true },
      }),
      await api.post(`/api/cards/duplicate/${cardId}`, { token: stranger.token }),
      await api.delete(`/api/cards/${cardId}`, { token: stranger.token }),
      await api.post('/api/cards/delete-images', {
        token: stranger.token,
        json: { card_id: cardId, images: [] },
      }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(403);
      expect(attempt.body).toEqual(NOT_YOUR_CARD);
    }
    expect((await api.get<Card>(`/api/cards/${cardId}`)).body.data).toEqual(before);
    const strangersCards = await api.get<{ count: number }>('/api/cards', { token: stranger.token });
    expect(strangersCards.body.data?.count).toBe(0);
  });

  it("an administrator may change and delete anyone's card", async () => {
    const api = apiClient(server());
    const owner = await api.signIn('subscriber');
    const admin = await api.signIn('administrator');
    const cardId = await api.createCard(owner.token, { cardTitle: 'User card' });

    const saved = await api.put<Card>(`/api/cards/${cardId}`, {
      token: admin.token,
      json: { cardTitle: 'Moderated' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ cardTitle: 'Moderated', userId: owner.userId });

    const removed = await api.delete(`/api/cards/${cardId}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect((await api.get(`/api/cards/${cardId}`)).status).toBe(404);
  });

  it('anyone may read any card, and a stranger sees it as not editable', async () => {
    const api = apiClient(server());
    const owner = await api.signIn('subscriber');
    const stranger = await api.signIn('subscriber');
    const cardId = await api.createCard(owner.token, { cardTitle: 'Public' });
    const read = await api.get<Card>(`/api/cards/${cardId}`, { token: stranger.token });
    expect(read.status).toBe(200);
    expect(read.body.data?.isEditable).toBe(false);
  });
});
