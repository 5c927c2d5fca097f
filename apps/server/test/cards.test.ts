import type { Card, CardListPage } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { DRIVERS } from './support/bootTestServer.ts';
import { useTestServer } from './support/useTestServer.ts';

describe.each(DRIVERS)('cards (%s)', (driver) => {
  const server = useTestServer(driver);

  it('a subscriber creates, reads, updates and deletes a card', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');

    const created = await api.post<{ cardId: string }>('/api/cards/create', {
      token: me.token,
      json: { cardTitle: 'Team quiz', cardGrid: 4 },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: true, message: 'Card created' });
    const cardId = created.body.data!.cardId;

    const read = await api.get<Card>(`/api/cards/${cardId}`, { token: me.token });
    expect(read.body.data).toMatchObject({ cardId, cardTitle: 'Team quiz', cardGrid: 4, userId: me.userId });

    const updated = await api.put<Card>(`/api/cards/${cardId}`, {
      token: me.token,
      json: { cardTitle: 'Team quiz v2', cardGrid: 3, cardType: 'combo' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ cardTitle: 'Team quiz v2', cardGrid: 3, cardType: 'combo' });
    expect(Date.parse(updated.body.data!.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(read.body.data!.updatedAt),
    );

    const removed = await api.delete(`/api/cards/${cardId}`, { token: me.token });
    expect(removed.status).toBe(200);
    expect((await api.get(`/api/cards/${cardId}`)).status).toBe(404);
  });

  it('the server sets ids, owner and timestamps and ignores them in the body', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    const cardId = await api.createCard(me.token, {
      cardTitle: 'Sneaky',
      ...({ cardId: 'not-mine', userId: 'someone-else', createdAt: '2001-01-01T00:00:00Z' } as object),
    });
    const card = (await api.get<Card>(`/api/cards/${cardId}`)).body.data!;
    expect(card.cardId).toBe(cardId);
    expect(card.userId).toBe(me.userId);
    expect(card.createdAt.startsWith('2001')).toBe(false);
  });

  it('anyone may read a card without a token, with a short public cache', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    const cardId = await api.createCard(me.token, { cardTitle: 'Shared' });
    const anonymous = await api.get<Card>(`/api/cards/${cardId}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data?.isEditable).toBe(false);
    expect(anonymous.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const signedIn = await api.get<Card>(`/api/cards/${cardId}`, { token: me.token });
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.body.data?.isEditable).toBe(true);
  });

  it('cloning with an empty body copies a card into a new card of the caller', async () => {
    const api = apiClient(server());
    const author = await api.signIn('subscriber');
    const sourceId = await api.createCard(author.token, { cardTitle: 'Template', cardGrid: 3 });
    const me = await api.signIn('subscriber');

    const clone = await api.post<{ cardId: string }>(`/api/cards/create/${sourceId}`, {
      token: me.token,
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(clone.status).toBe(200);
    const card = (await api.get<Card>(`/api/cards/${clone.body.data!.cardId}`)).body.data!;
    expect(card).toMatchObject({
      cardTitle: 'Template',
      cardGrid: 3,
      userId: me.userId,
      cloneCardId: sourceId,
    });
    expect(card.cardId).not.toBe(sourceId);
  });

  it('cloning an unknown card answers 404', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    const clone = await api.post(`/api/cards/create/${crypto.randomUUID()}`, { token: me.token });
    expect(clone.status).toBe(404);
    expect(clone.body.message).toBe('Card not found.');
  });

  it("duplicating a card makes a '(copy)' of it for its owner", async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    const sourceId = await api.createCard(me.token, { cardTitle: 'Original' });
    const duplicate = await api.post<{ cardId: string }>(`/api/cards/duplicate/${sourceId}`, {
      token: me.token,
    });
    expect(duplicate.status).toBe(200);
    const card = (await api.get<Card>(`/api/cards/${duplicate.body.data!.cardId}`)).body.data!;
    expect(card.cardTitle).toBe('Original (copy)');
    expect(card.userId).toBe(me.userId);
  });

  it('playing settings can be changed one field at a time and keep the others', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    const cardId = await api.createCard(me.token, { playingSettings: { callsTime: 45 } });
    const saved = await api.put<Card>(`/api/cards/${cardId}/playing-settings`, {
      token: me.token,
      json: { accentColor: 'green', autoDaub: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data?.playingSettings).toMatchObject({
      accentColor: 'green',
      autoDaub: true,
      callsTime: 45,
    });
  });

  it('invalid playing settings are refused with the field named', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    const cardId = await api.createCard(me.token);
    const saved = await api.put(`/api/cards/${cardId}/playing-settings`, {
      token: me.token,
      json: { accentColor: 'magenta' },
    });
    expect(saved.status).toBe(400);
    expect(saved.body.message).toContain('accentColor');
  });

  it('the card list pages through my cards, newest first, and searches titles ignoring case', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    const other = await api.signIn('subscriber');
    await api.createCard(other.token, { cardTitle: 'Not mine: Holiday' });
    const titles = ['Holiday 1', 'Work 2', 'holiday 3', 'Work 4', 'HOLIDAY 5'];
    for (const cardTitle of titles) await api.createCard(me.token, { cardTitle });

    const first = await api.get<CardListPage<Card>>('/api/cards?page=1&size=2', { token: me.token });
    expect(first.body.data?.count).toBe(5);
    expect(first.body.data?.cards.map((c) => c.cardTitle)).toEqual(['HOLIDAY 5', 'Work 4']);
    const third = await api.get<CardListPage<Card>>('/api/cards?page=3&size=2', { token: me.token });
    expect(third.body.data?.cards.map((c) => c.cardTitle)).toEqual(['Holiday 1']);

    const search = await api.get<CardListPage<Card>>('/api/cards?cardTitle=HoLiDaY', { token: me.token });
    expect(search.body.data?.count).toBe(3);
    expect(search.body.data?.cards.map((c) => c.cardTitle)).toEqual(['HOLIDAY 5', 'holiday 3', 'Holiday 1']);

    const wildcard = await api.get<CardListPage<Card>>('/api/cards?cardTitle=%25', { token: me.token });
    expect(wildcard.body.data?.count).toBe(0);
  });

  it('the list size is capped at 50', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    await Promise.all(
      Array.from({ length: 52 }, (_, i) => api.createCard(me.token, { cardTitle: `Card ${i}` })),
    );
    const list = await api.get<CardListPage<Card>>('/api/cards?size=100000', { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.data?.count).toBe(52);
    expect(list.body.data?.cards).toHaveLength(50);
  });

  it('recently modified lists my last edited cards first', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    const ids: string[] = [];
    for (const cardTitle of ['A', 'B', 'C', 'D', 'E'])
      ids.push(await api.createCard(me.token, { cardTitle }));
    await api.put(`/api/cards/${ids[0]}`, { token: me.token, json: { cardTitle: 'A edited' } });

    const recent = await api.get<Card[]>('/api/cards/recently-modified/?size=4', { token: me.token });
    expect(recent.status).toBe(200);
    expect(recent.body.data?.map((c) => c.cardTitle)).toEqual(['A edited', 'E', 'D', 'C']);
    const byDefault = await api.get<Card[]>('/api/cards/recently-modified', { token: me.token });
    expect(byDefault.body.data).toHaveLength(4);
  });

  it('the health check answers', async () => {
    const api = apiClient(server());
    expect((await api.get('/api/health')).body).toEqual({ status: true });
  });
});
