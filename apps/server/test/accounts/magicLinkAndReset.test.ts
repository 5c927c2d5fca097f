import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/accounts/accountMessages.ts';
import { DRIVERS } from '../support/bootTestServer.ts';
import { freshEmail, registerVerified, type SignedInBody } from './support/accountFlows.ts';
import { linkToken } from './support/mailCatcher.ts';
import { useAccountsServer } from './support/useAccountsServer.ts';

describe.each(DRIVERS)('magic links and password reset (%s)', (driver) => {
  const world = useAccountsServer(driver);

  it('a magic link registers a new address and signs in a known one', async () => {
    const { api, mail } = world();
    const email = freshEmail();
    for (const round of [0, 1]) {
      const sent = await api.post('/api/accounts/magic-link', {
        json: { email, callbackUrl: '/dashboard/' },
      });
      expect(sent.body.message).toBe(ACCOUNT_MESSAGES.checkYourEmail);
      const message = await mail.waitFor(email, round);
      expect(message.decoded).toContain('callbackUrl=%2Fdashboard%2F');
      const token = linkToken(message, '/magic-link-login/');
      const signedIn = await api.post<SignedInBody>('/api/accounts/magic-link/verify', { json: { token } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data?.viewer.email).toBe(email);
    }
    const users = await world().server.db.query('SELECT id FROM users WHERE email = $1', [email]);
    expect(users).toHaveLength(1);
  });

  it('a magic link works once and not after it expires', async () => {
    const { api, mail, server } = world();
    const email = freshEmail();
    await api.post('/api/accounts/magic-link', { json: { email } });
    const used = linkToken(await mail.waitFor(email), '/magic-link-login/');
    expect((await api.post('/api/accounts/magic-link/verify', { json: { token: used } })).status).toBe(200);
    const reused = await api.post('/api/accounts/magic-link/verify', { json: { token: used } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(ACCOUNT_MESSAGES.linkInvalid);

    await api.post('/api/accounts/magic-link', { json: { email } });
    const late = linkToken(await mail.waitFor(email, 1), '/magic-link-login/');
    await server.db.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'magic' AND used_at IS NULL`,
    );
    expect((await api.post('/api/accounts/magic-link/verify', { json: { token: late } })).status).toBe(400);
  });

  it('forgot password answers the same for known and unknown addresses and mails only the owner', async () => {
    const { api, mail } = world();
    const known = freshEmail('known');
    await registerVerified(api, mail, known);
    const unknown = freshEmail('unknown');
    const forKnown = await api.post('/api/accounts/forgot-password', { json: { email: known } });
    const forUnknown = await api.post('/api/accounts/forgot-password', { json: { email: unknown } });
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual(forKnown.body);
    await mail.waitFor(known, 1);
    expect(mail.countTo(unknown)).toBe(0);
  });

  it('a reset link sets a new password once, signs out every other session and dies after use', async () => {
    const { api, mail } = world();
    const email = freshEmail();
    const first = await registerVerified(api, mail, email, 'old password 123');
    await api.post('/api/accounts/forgot-password', { json: { email } });
    const token = linkToken(await mail.waitFor(email, 1), '/reset-password/');

    const check = await api.post<{ valid: boolean }>('/api/accounts/reset-password/check', {
      json: { token },
    });
    expect(check.body.data?.valid).toBe(true);
    const reset = await api.post<SignedInBody>('/api/accounts/reset-password', {
      json: { token, password: 'new password 456' },
    });
    expect(reset.status).toBe(200);

    const old = await api.post('/api/accounts/login', { json: { email, password: 'old password 123' } });
    expect(old.status).toBe(401);
    const fresh = await api.post('/api/accounts/login', { json: { email, password: 'new password 456' } });
    expect(fresh.status).toBe(200);
    const otherSession = await api.post('/api/auth/refresh', {
      json: { refreshToken: first.jwtRefreshToken },
    });
    expect(otherSession.status).toBe(401);

    const reused = await api.post('/api/accounts/reset-password', {
      json: { token, password: 'third password 789' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(ACCOUNT_MESSAGES.linkInvalid);
    const recheck = await api.post<{ valid: boolean }>('/api/accounts/reset-password/check', {
      json: { token },
    });
    expect(recheck.body.data?.valid).toBe(false);
  });

  it('an expired reset link is refused and the password stays', async () => {
    const { api, mail, server } = world();
    const email = freshEmail();
    await registerVerified(api, mail, email, 'keep this password');
    await api.post('/api/accounts/forgot-password', { json: { email } });
    const token = linkToken(await mail.waitFor(email, 1), '/reset-password/');
    await server.db.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE email = $1 AND purpose = 'reset'`,
      [email],
    );
    const reset = await api.post('/api/accounts/reset-password', {
      json: { token, password: 'new password 456' },
    });
    expect(reset.status).toBe(400);
    expect(
      (await api.post('/api/accounts/login', { json: { email, password: 'keep this password' } })).status,
    ).toBe(200);
  });

  it('signing out ends that session only', async () => {
    const { api, mail } = world();
    const email = freshEmail();
    const first = await registerVerified(api, mail, email);
    const second = await api.post<SignedInBody>('/api/accounts/login', {
      json: { email, password: 'correct horse battery' },
    });
    expect(
      (await api.post('/api/auth/logout', { json: { refreshToken: first.jwtRefreshToken } })).status,
    ).toBe(200);
    expect(
      (await api.post('/api/auth/refresh', { json: { refreshToken: first.jwtRefreshToken } })).status,
    ).toBe(401);
    const stillIn = await api.post('/api/auth/refresh', {
      json: { refreshToken: second.body.data?.jwtRefreshToken },
    });
    expect(stillIn.status).toBe(200);
  });

  it('reusing a rotated refresh token of an account revokes its whole family', async () => {
    const { api, mail } = world();
    const account = await registerVerified(api, mail, freshEmail());
    const rotated = await api.post<{ jwtRefreshToken: string }>('/api/auth/refresh', {
      json: { refreshToken: account.jwtRefreshToken },
    });
    expect(rotated.status).toBe(200);
    expect(
      (await api.post('/api/auth/refresh', { json: { refreshToken: account.jwtRefreshToken } })).status,
    ).toBe(401);
    const newer = await api.post('/api/auth/refresh', {
      json: { refreshToken: rotated.body.data?.jwtRefreshToken },
    });
    expect(newer.status).toBe(401);
  });
});
