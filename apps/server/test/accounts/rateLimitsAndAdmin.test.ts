import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/accounts/accountMessages.ts';
import { RATE_LIMITS } from '../../src/accounts/rateLimiter.ts';
import { DRIVERS } from '../support/bootTestServer.ts';
import { freshEmail, registerVerified } from './support/accountFlows.ts';
import { useAccountsServer } from './support/useAccountsServer.ts';

describe.each(DRIVERS)('rate limits (%s)', (driver) => {
  const world = useAccountsServer(driver);

  it('too many sign-in attempts for one address are refused the same way whether or not it exists', async () => {
    const { api, mail } = world();
    const known = freshEmail('known');
    await registerVerified(api, mail, known);
    const unknown = freshEmail('unknown');
    for (const email of [known, unknown]) {
      for (let attempt = 0; attempt < RATE_LIMITS.perAddress; attempt++) {
        expect(
          (await api.post('/api/accounts/login', { json: { email, password: 'wrong guess' } })).status,
        ).toBe(401);
      }
    }
    const knownLimited = await api.post('/api/accounts/login', {
      json: { email: known, password: 'correct horse battery' },
    });
    const unknownLimited = await api.post('/api/accounts/login', { json: { email: unknown, password: 'x' } });
    expect(knownLimited.status).toBe(429);
    expect(knownLimited.body).toEqual({ status: false, message: ACCOUNT_MESSAGES.tooManyAttempts });
    expect(unknownLimited.body).toEqual(knownLimited.body);
  });

  it('magic links and reset mails to one address stop after the limit', async () => {
    const { api, mail } = world();
    const email = freshEmail();
    for (const path of ['/api/accounts/magic-link', '/api/accounts/forgot-password']) {
      for (let attempt = 0; attempt < RATE_LIMITS.perAddress; attempt++) {
        expect((await api.post(path, { json: { email } })).status).toBe(200);
      }
      expect((await api.post(path, { json: { email } })).status).toBe(429);
    }
    await mail.waitFor(email, RATE_LIMITS.perAddress - 1);
  });
});

describe.each(DRIVERS)('admin test emails (%s)', (driver) => {
  const world = useAccountsServer(driver, { smtp: false, adminEmails: ['admin@example.test'] });

  it('an administrator sends a test email and reads it, with account mail, in the outbox', async () => {
    const { api, server } = world();
    await api.post('/api/accounts/magic-link', { json: { email: 'admin@example.test' } });
    const outbox = async () =>
      server.db.query<{ text_body: string }>(
        "SELECT text_body FROM email_outbox WHERE to_address = 'admin@example.test'",
      );
    // Account mail is sent in the background; wait for it, boundedly.
    for (let tries = 0; tries < 100 && (await outbox()).length === 0; tries++)
      await new Promise((r) => setTimeout(r, 50));
    const link = /token=([A-Za-z0-9_-]+)/.exec((await outbox())[0]?.text_body ?? '')?.[1];
    const admin = await api.post<{ jwtAuthToken: string }>('/api/accounts/magic-link/verify', {
      json: { token: link },
    });
    const token = admin.body.data?.jwtAuthToken;

    const sent = await api.post('/api/admin/test-emails', { token, json: { to: 'someone@example.test' } });
    expect(sent.status).toBe(200);
    const list = await api.get<{ transport: string; emails: { to: string; subject: string }[] }>(
      '/api/admin/test-emails',
      { token },
    );
    expect(list.body.data?.transport).toBe('outbox');
    expect(list.body.data?.emails[0]).toMatchObject({
      to: 'someone@example.test',
      subject: 'Bingo test email',
    });
  });

  it('a subscriber is refused with 403 and a visitor without a token with 401', async () => {
    const { api } = world();
    const subscriber = await api.signIn('subscriber');
    const forbidden = await api.get('/api/admin/test-emails', { token: subscriber.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe(ACCOUNT_MESSAGES.adminOnly);
    expect((await api.post('/api/admin/test-emails', { json: { to: 'x@example.test' } })).status).toBe(401);
  });
});
