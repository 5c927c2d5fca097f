import { describe, expect, it } from 'vitest';
import { apiClient, tableCounts } from './support/api.ts';
import { DRIVERS } from './support/bootTestServer.ts';
import { useTestServer } from './support/useTestServer.ts';

describe.each(DRIVERS)('bad input (%s)', (driver) => {
  const server = useTestServer(driver);

  async function expectUnchanged(action: () => Promise<void>) {
    const before = await tableCounts(server());
    await action();
    expect(await tableCounts(server())).toEqual(before);
  }

  it('malformed JSON answers 400 with the catalogue message and writes nothing', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    await expectUnchanged(async () => {
      const response = await api.post('/api/cards/create', {
        token: me.token,
        body: '{"cardTitle": "oops",',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: false, message: 'The request body is not valid JSON.' });
    });
  });

  it('malformed JSON on the anonymous route creates no user, session or card', async () => {
    const api = apiClient(server());
    await expectUnchanged(async () => {
      const response = await api.post('/api/annonym/cards/create', {
        body: 'not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('The request body is not valid JSON.');
    });
  });

  it('a wrong type answers 400 naming the field', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    await expectUnchanged(async () => {
      const response = await api.post('/api/cards/create', { token: me.token, json: { cardGrid: 7 } });
      expect(response.status).toBe(400);
      expect(response.body.status).toBe(false);
      expect(response.body.message).toContain('cardGrid');
    });
    await expectUnchanged(async () => {
      const response = await api.post('/api/annonym/cards/create', {
        json: { cardSettings: { freeSpace: 'yes' } },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('cardSettings.freeSpace');
    });
  });

  it('a body that is not an object answers 400', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    await expectUnchanged(async () => {
      const response = await api.post('/api/cards/create', { token: me.token, json: [1, 2, 3] });
      expect(response.status).toBe(400);
    });
  });

  it('an update with a wrong type leaves the card as it was', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    const cardId = await api.createCard(me.token, { cardTitle: 'Keep me' });
    const response = await api.put(`/api/cards/${cardId}`, { token: me.token, json: { cardTitle: 42 } });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('cardTitle');
    expect((await api.get<{ cardTitle: string }>(`/api/cards/${cardId}`)).body.data?.cardTitle).toBe(
      'Keep me',
    );
  });

  it.each([
    ['an unknown id', crypto.randomUUID()],
    ['a malformed uuid', 'not-a-uuid'],
    ['an sql-looking id', "1' OR '1'='1"],
  ])('reading a card by %s answers 404 Card not found.', async (_, id) => {
    const api = apiClient(server());
    const response = await api.get(`/api/cards/${encodeURIComponent(id)}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: false, message: 'Card not found.' });
  });

  it('changing or deleting an unknown or malformed card id answers 404 and writes nothing', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    await expectUnchanged(async () => {
      for (const id of [crypto.randomUUID(), 'bad-uuid']) {
        expect((await api.put(`/api/cards/${id}`, { token: me.token, json: {} })).status).toBe(404);
        expect((await api.delete(`/api/cards/${id}`, { token: me.token })).status).toBe(404);
        expect((await api.post(`/api/cards/duplicate/${id}`, { token: me.token })).status).toBe(404);
      }
    });
  });

  it('a body over the limit answers 413 and writes nothing', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    await expectUnchanged(async () => {
      const huge = JSON.stringify({ cardTitle: 'x', padding: 'y'.repeat(2 * 1024 * 1024) });
      const response = await api.post('/api/cards/create', {
        token: me.token,
        body: huge,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ status: false, message: 'The request is too large.' });
    });
  });

  it('an undecodable or over-long URL answers in the envelope, not 500', async () => {
    const api = apiClient(server());
    const undecodable = await api.get('/api/cards/%E0%A4%A');
    expect(undecodable.status).toBe(400);
    expect(undecodable.body.status).toBe(false);
    const overLong = await api.get(`/api/cards/${'a'.repeat(500)}`);
    expect(overLong.status).toBeGreaterThanOrEqual(400);
    expect(overLong.status).toBeLessThan(500);
    expect(overLong.body.status).toBe(false);
  });

  it('bad list parameters answer 400, not 500', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    for (const query of ['page=0', 'page=abc', 'size=-1']) {
      const response = await api.get(`/api/cards?${query}`, { token: me.token });
      expect(response.status).toBe(400);
      expect(response.body.status).toBe(false);
    }
  });

  it('an unknown API route answers 404 in the JSON envelope', async () => {
    const api = apiClient(server());
    const response = await api.get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body.status).toBe(false);
  });

  it('a body of an unsupported content type answers 415', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    const response = await api.post('/api/cards/create', {
      token: me.token,
      body: 'cardTitle=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body.status).toBe(false);
  });
});
