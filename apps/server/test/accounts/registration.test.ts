import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/accounts/accountMessages.ts';
import { DRIVERS } from '../support/bootTestServer.ts';
import { freshEmail, registerVerified, type SignedInBody } from './support/accountFlows.ts';
import { linkToken } from './support/mailCatcher.ts';
import { useAccountsServer } from './support/useAccountsServer.ts';

describe.each(DRIVERS)('registration and password sign-in (%s)', (driver) => {
  const world = useAccountsServer(driver, { adminEmails: ['boss@example.test'] });

  it('a visitor registers, follows the emailed link and is signed in as a subscriber', async () => {
    const { api, mail } = world();
    const email = freshEmail();
    const registered = await api.post('/api/accounts/register', {
      json: { email, password: 'correct horse battery', firstName: 'Ada' },
    });
    expect(registered.status).toBe(200);
    expect(registered.body).toEqual({ status: true, message: ACCOUNT_MESSAGES.checkYourEmail, data: null });

    const message = await mail.waitFor(email);
    expect(message.raw).toContain('text/plain');
    expect(message.raw).toContain('text/html');
    const token = linkToken(message, '/verify-email/');
    const verified = await api.post<SignedInBody>('/api/accounts/verify-email', { json: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body.data?.viewer).toMatchObject({ email, userRole: 'subscriber', firstName: 'Ada' });

    const me = await api.get<{ email: string }>('/api/users/me', { token: verified.body.data?.jwtAuthToken });
    expect(me.status).toBe(200);
    expect(me.body.data?.email).toBe(email);
  });

  it('registering a known address answers exactly like a new one, and mails the owner a sign-in hint', async () => {
    const { api, mail } = world();
    const known = freshEmail('known');
    await registerVerified(api, mail, known);
    const unknown = freshEmail('unknown');

    const forKnown = await api.post('/api/accounts/register', {
      json: { email: known, password: 'another password' },
    });
    const forUnknown = await api.post('/api/accounts/register', {
      json: { email: unknown, password: 'another password' },
    });
    expect(forKnown.status).toBe(forUnknown.status);
    expect(forKnown.body).toEqual(forUnknown.body);

    const hint = await mail.waitFor(known, 1);
    expect(hint.decoded).toContain('You already have an account');
    expect(hint.decoded).not.toContain('/verify-email/');
    // The squatter's password was not set: the owner's still works.
    const signIn = await api.post('/api/accounts/login', {
      json: { email: known, password: 'another password' },
    });
    expect(signIn.status).toBe(401);
  });

  it('a verification link works once', async () => {
    const { api, mail } = world();
    const email = freshEmail();
    await api.post('/api/accounts/register', { json: { email, password: 'correct horse battery' } });
    const token = linkToken(await mail.waitFor(email), '/verify-email/');
    expect((await api.post('/api/accounts/verify-email', { json: { token } })).status).toBe(200);
    const again = await api.post('/api/accounts/verify-email', { json: { token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.linkInvalid);
  });

  it('an expired verification link is refused and creates no account', async () => {
    const { api, mail, server } = world();
    const email = freshEmail();
    await api.post('/api/accounts/register', { json: { email, password: 'correct horse battery' } });
    const token = linkToken(await mail.waitFor(email), '/verify-email/');
    await server.db.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 minute' WHERE email = $1 AND purpose = 'verify'`,
      [email],
    );
    const expired = await api.post('/api/accounts/verify-email', { json: { token } });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(ACCOUNT_MESSAGES.linkInvalid);
    const users = await server.db.query('SELECT id FROM users WHERE email = $1', [email]);
    expect(users).toHaveLength(0);
  });

  it('link secrets are stored only as hashes', async () => {
    const { api, mail, server } = world();
    const email = freshEmail();
    await api.post('/api/accounts/register', { json: { email, password: 'correct horse battery' } });
    const token = linkToken(await mail.waitFor(email), '/verify-email/');
    const rows = await server.db.query<{ token_hash: string; payload: unknown }>(
      'SELECT token_hash, payload FROM account_tokens WHERE email = $1',
      [email],
    );
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(JSON.stringify(rows[0]?.payload)).not.toContain('correct horse battery');
  });

  it('a wrong password and an unknown address get the same 401 answer', async () => {
    const { api, mail } = world();
    const email = freshEmail();
    await registerVerified(api, mail, email);
    const wrong = await api.post('/api/accounts/login', { json: { email, password: 'not the password' } });
    const unknown = await api.post('/api/accounts/login', {
      json: { email: freshEmail('nobody'), password: 'not the password' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ status: false, message: ACCOUNT_MESSAGES.wrongCredentials });
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.status).toBe(401);
  });

  it('signing in with the right password moves the anonymous visitor card to the account', async () => {
    const { api, mail } = world();
    const email = freshEmail();
    await registerVerified(api, mail, email);
    const anonymous = await api.createAnonymous({ cardTitle: 'Made before signing in' });
    const signedIn = await api.post<SignedInBody>('/api/accounts/login', {
      json: { email, password: 'correct horse battery', anonymousToken: anonymous.jwtAuthToken },
    });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.data?.jwtAuthToken;
    const cards = await api.get<{ cards: { cardId: string }[] }>('/api/cards?page=1&size=9', { token });
    expect(cards.body.data?.cards.map((card) => card.cardId)).toContain(anonymous.cardId);
    // The anonymous session is over: its refresh token no longer works.
    const stale = await api.post('/api/auth/refresh', { json: { refreshToken: anonymous.jwtRefreshToken } });
    expect(stale.status).toBe(401);
  });

  it('an anonymous card survives registration by email', async () => {
    const { api, mail } = world();
    const anonymous = await api.createAnonymous({ cardTitle: 'Keep me' });
    const account = await registerVerified(api, mail, freshEmail(), undefined, anonymous.jwtAuthToken);
    const card = await api.get<{ cardTitle: string }>(`/api/cards/${anonymous.cardId}`, {
      token: account.jwtAuthToken,
    });
    expect(card.status).toBe(200);
    expect(card.body.data?.cardTitle).toBe('Keep me');
  });

  it('an address listed in ADMIN_EMAILS becomes an administrator', async () => {
    const { api, mail } = world();
    const admin = await registerVerified(api, mail, 'boss@example.test');
    expect(admin.viewer.userRole).toBe('administrator');
  });

  it.each([
    ['a malformed email', { email: 'not-an-email', password: 'correct horse battery' }],
    ['a short password', { email: 'short@example.test', password: 'short' }],
    [
      'a callback to another site',
      { email: 'cb@example.test', password: 'long enough', callbackUrl: '//evil.test' },
    ],
    ['a missing password', { email: 'nopass@example.test' }],
  ])('registration with %s gets a 400 and sends nothing', async (_label, json) => {
    const { api, mail } = world();
    const before = mail.mails.length;
    const response = await api.post('/api/accounts/register', { json });
    expect(response.status).toBe(400);
    expect(response.body.status).toBe(false);
    expect(mail.mails.length).toBe(before);
  });

  it('a malformed token gets a 400', async () => {
    const { api } = world();
    const response = await api.post('/api/accounts/verify-email', { json: { token: 'x' } });
    expect(response.status).toBe(400);
  });
});
