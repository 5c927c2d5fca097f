import type { CardPayloadInput } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api.ts';
import { useTestServer } from '../support/useTestServer.ts';
import { readPdf } from './pdfText.ts';
import { WORDS } from './printFixtures.ts';

const wordPayload: CardPayloadInput = {
  cardTitle: 'Team Quiz',
  cardItems: { textItems: WORDS.map((value, i) => ({ id: `w${i}`, type: 'text' as const, value })) },
};

async function postPdf(url: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('print API', () => {
  const server = useTestServer('pglite');

  it('an anonymous visitor gets a streamed, watermarked PDF of their card', async () => {
    const api = apiClient(server());
    const session = await api.createAnonymous(wordPayload);
    const { response, bytes } = await postPdf(
      `${server().url}/api/cards/print-card`,
      {
        cardId: session.cardId,
        options: { pageSize: 'A4', count: 5, includeCallerPages: true },
      },
      session.jwtAuthToken,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-watermark')).toBe('true');
    expect(response.headers.get('x-set-code')).toMatch(/^[A-Z0-9]{6}$/);
    const pdf = readPdf(bytes);
    expect(pdf.pages).toBe(Number(response.headers.get('x-total-pages')));
    expect(pdf.pageTexts.at(-1)).toContain('Caller sheet');
  });

  it('the signed-in owner gets the clean file, and the same set code reprints the same cards', async () => {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    const cardId = await api.createCard(me.token, wordPayload);
    const body = {
      cardId,
      options: { pageSize: 'Letter', count: 3, setCode: 'kmn-pqr', showPageNumbers: false },
    };
    const first = await postPdf(`${server().url}/api/cards/print-card`, body, me.token);
    const again = await postPdf(`${server().url}/api/cards/print-card`, body, me.token);
    expect(first.response.headers.get('x-watermark')).toBe('false');
    expect(first.response.headers.get('x-set-code')).toBe('KMNPQR');
    expect(readPdf(first.bytes).pageTexts).toEqual(readPdf(again.bytes).pageTexts);
  });

  it.each([
    [{ count: 0 }, /between 1 and 1000/],
    [{ count: 1001 }, /between 1 and 1000/],
    [{ pageSize: 'A3' }, /A5, A4 or Letter/],
    [{ setCode: 'OOOOOO' }, /set code/],
  ])('a bad print request %j gets a 400 with a clear message and no file', async (options, message) => {
    const api = apiClient(server());
    const session = await api.createAnonymous(wordPayload);
    const response = await api.post('/api/cards/print-card', { json: { cardId: session.cardId, options } });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(response.body.message).toMatch(message);
  });

  it('a blank card is refused with 400 and an unknown card with 404', async () => {
    const api = apiClient(server());
    const session = await api.createAnonymous({ cardTitle: 'Empty' });
    const blank = await api.post('/api/cards/print-card', { json: { cardId: session.cardId } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/blank/);
    const missing = await api.post('/api/cards/print-card', {
      json: { cardId: '00000000-0000-0000-0000-000000000000' },
    });
    expect(missing.status).toBe(404);
  });

  it('a print job reports progress, finishes, and its file downloads; another is cancelled', async () => {
    const api = apiClient(server());
    const session = await api.createAnonymous(wordPayload);
    const started = await api.post<{ jobId: string; totalPages: number }>('/api/cards/print-card/jobs', {
      json: { cardId: session.cardId, options: { pageSize: 'A4', count: 40, cardsPerPage: 2 } },
    });
    expect(started.status).toBe(200);
    const jobId = started.body.data!.jobId;
    let status = '';
    for (let i = 0; i < 200 && status !== 'done'; i++) {
      const polled = await api.get<{ status: string; pagesDone: number; totalPages: number }>(
        `/api/cards/print-card/jobs/${jobId}`,
      );
      status = polled.body.data!.status;
      expect(polled.body.data!.pagesDone).toBeLessThanOrEqual(polled.body.data!.totalPages);
      if (status !== 'done') await new Promise((r) => setTimeout(r, 25));
    }
    expect(status).toBe('done');
    const file = await fetch(`${server().url}/api/cards/print-card/jobs/${jobId}/file`);
    expect(readPdf(new Uint8Array(await file.arrayBuffer())).pages).toBe(20);

    const big = await api.post<{ jobId: string }>('/api/cards/print-card/jobs', {
      json: { cardId: session.cardId, options: { pageSize: 'A4', count: 1000 } },
    });
    const cancelled = await api.delete<{ status: string }>(
      `/api/cards/print-card/jobs/${big.body.data!.jobId}`,
    );
    expect(cancelled.body.data!.status).toBe('cancelled');
    const noFile = await api.get(`/api/cards/print-card/jobs/${big.body.data!.jobId}/file`);
    expect(noFile.status).toBe(409);
  });

  it('R-10: the checker re-creates a printed card and names the patterns the calls complete', async () => {
    const api = apiClient(server());
    const session = await api.createAnonymous({ cardType: 'traditional', cardGrid: 5 });
    const first = await api.post<{ cells: { key: number | null }[] }>('/api/cards/print-card/check', {
      json: { cardId: session.cardId, setCode: 'KMNPQR', serial: '#0007', calledKeys: [] },
    });
    expect(first.status).toBe(200);
    const row = first.body.data!.cells.slice(0, 5).map((c) => c.key!);
    const checked = await api.post<{ completed: { id: string }[]; serialLabel: string }>(
      '/api/cards/print-card/check',
      {
        json: { cardId: session.cardId, setCode: 'KMNPQR', serial: 7, calledKeys: row },
      },
    );
    expect(checked.body.data!.serialLabel).toBe('#0007');
    expect(checked.body.data!.completed.map((p) => p.id)).toContain('row-1');
    const bad = await api.post('/api/cards/print-card/check', {
      json: { cardId: session.cardId, setCode: 'KMNPQR', serial: 'abc', calledKeys: [] },
    });
    expect(bad.status).toBe(400);
  });
});
