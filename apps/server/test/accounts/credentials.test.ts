import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/accounts/accountMessages.ts';
import { SERVER_MESSAGES } from '../../src/http/serverMessages.ts';
import { DRIVERS } from '../support/bootTestServer.ts';
import { freshEmail, registerVerified, type SignedInBody } from './support/accountFlows.ts';
import { otpCode } from './support/mailCatcher.ts';
import { useAccountsServer } from './support/useAccountsServer.ts';

describe.each(DRIVERS)('email, password and profile changes (%s)', (driver) => {
  const world = useAccountsServer(driver);

  it('the email changes once the code sent to the new address is entered', async () => {
    const { api, mail } = world();
    const account = await registerVerified(api, mail, freshEmail('old'));
    const token = account.jwtAuthToken;
    const newEmail = freshEmail('new');
    const sent = await api.post('/api/users/me/otp', { token, json: { updateAction: 'email', newEmail } });
    expect(sent.status).toBe(200);
    const otp = otpCode(await mail.waitFor(newEmail));

    const updated = await api.post<{ viewer: { email: string } }>('/api/users/me/update-via-otp', {
      token,
      json: { otp },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data?.viewer.email).toBe(newEmail);
    const reused = await api.post('/api/users/me/update-via-otp', { token, json: { otp } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(ACCOUNT_MESSAGES.otpInvalid);
  });

  it('a wrong, expired or over-tried code changes nothing', async () => {
    const { api, mail, server } = world();
    const email = freshEmail('old');
    const { jwtAuthToken: token, userId } = await registerVerified(api, mail, email);
    const newEmail = freshEmail('new');
    await api.post('/api/users/me/otp', { token, json: { updateAction: 'email', newEmail } });
    const otp = otpCode(await mail.waitFor(newEmail));
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await api.post('/api/users/me/update-via-otp', { token, json: { otp: wrong } })).status).toBe(
        400,
      );
    }
    // Five wrong tries used the code up, and the account its attempts: even the right code fails now.
    const rows = await server.db.query<{ used_at: unknown }>(
      "SELECT used_at FROM account_tokens WHERE user_id = $1 AND purpose = 'otp'",
      [userId],
    );
    expect(rows[0]?.used_at).not.toBeNull();
    expect((await api.post('/api/users/me/update-via-otp', { token, json: { otp } })).status).toBe(429);

    const again = freshEmail('again');
    await server.db.query(`DELETE FROM account_tokens WHERE user_id = $1`, [userId]);
    const other = await registerVerified(api, mail, freshEmail('other'));
    await api.post('/api/users/me/otp', {
      token: other.jwtAuthToken,
      json: { updateAction: 'email', newEmail: again },
    });
    const late = otpCode(await mail.waitFor(again));
    await server.db.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE email = $1`,
      [again],
    );
    const expired = await api.post('/api/users/me/update-via-otp', {
      token: other.jwtAuthToken,
      json: { otp: late },
    });
    expect(expired.status).toBe(400);
    const me = await api.get<{ email: string }>('/api/users/me', { token });
    expect(me.body.data?.email).toBe(email);
  });

  it('asking to move to an address that has an account sends no code and answers as usual', async () => {
    const { api, mail } = world();
    const taken = freshEmail('taken');
    await registerVerified(api, mail, taken);
    const { jwtAuthToken: token } = await registerVerified(api, mail, freshEmail('mover'));
    const free = freshEmail('free');
    const toTaken = await api.post('/api/users/me/otp', {
      token,
      json: { updateAction: 'email', newEmail: taken },
    });
    const toFree = await api.post('/api/users/me/otp', {
      token,
      json: { updateAction: 'email', newEmail: free },
    });
    expect(toTaken.body).toEqual(toFree.body);
    const notice = await mail.waitFor(taken, 1);
    expect(notice.decoded).not.toMatch(/Your code: \d{6}/);
  });

  it('changing the password needs the current one and signs out every other session', async () => {
    const { api, mail } = world();
    const email = freshEmail();
    const first = await registerVerified(api, mail, email, 'first password 1');
    const token = first.jwtAuthToken;
    const wrong = await api.post('/api/users/me/password', {
      token,
      json: { currentPassword: 'not it at all', newPassword: 'second password 2' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.wrongCurrentPassword);

    const changed = await api.post<SignedInBody>('/api/users/me/password', {
      token,
      json: { currentPassword: 'first password 1', newPassword: 'second password 2' },
    });
    expect(changed.status).toBe(200);
    expect(
      (await api.post('/api/auth/refresh', { json: { refreshToken: first.jwtRefreshToken } })).status,
    ).toBe(401);
    const mine = await api.post('/api/auth/refresh', {
      json: { refreshToken: changed.body.data?.jwtRefreshToken },
    });
    expect(mine.status).toBe(200);
    expect(
      (await api.post('/api/accounts/login', { json: { email, password: 'second password 2' } })).status,
    ).toBe(200);
  });

  it('the password can also be changed with a code sent to the account address', async () => {
    const { api, mail } = world();
    const email = freshEmail();
    const { jwtAuthToken: token } = await registerVerified(api, mail, email);
    await api.post('/api/users/me/otp', { token, json: { updateAction: 'password' } });
    const otp = otpCode(await mail.waitFor(email, 1));
    const updated = await api.post('/api/users/me/update-via-otp', {
      token,
      json: { otp, newPassword: 'otp password 99' },
    });
    expect(updated.status).toBe(200);
    expect(
      (await api.post('/api/accounts/login', { json: { email, password: 'otp password 99' } })).status,
    ).toBe(200);
  });

  it('sign out everywhere ends every session', async () => {
    const { api, mail } = world();
    const account = await registerVerified(api, mail, freshEmail());
    const out = await api.post('/api/users/me/sign-out-everywhere', { token: account.jwtAuthToken });
    expect(out.status).toBe(200);
    expect(
      (await api.post('/api/auth/refresh', { json: { refreshToken: account.jwtRefreshToken } })).status,
    ).toBe(401);
  });

  it('the profile keeps names, address and tourComplete, and CA or US addresses need a state', async () => {
    const { api, mail } = world();
    const { jwtAuthToken: token } = await registerVerified(api, mail, freshEmail());
    const noState = await api.put('/api/users/me', {
      token,
      json: { addressInfo: { address1: '1 Main St', city: 'Toronto', country: 'CA' } },
    });
    expect(noState.status).toBe(400);
    expect(noState.body.message).toBe(ACCOUNT_MESSAGES.stateRequired);

    const saved = await api.put<{ firstName: string; addressInfo: { state: string }; tourComplete: boolean }>(
      '/api/users/me',
      {
        token,
        json: {
          firstName: 'Grace',
          lastName: 'Hopper',
          tourComplete: true,
          addressInfo: { address1: '1 Main St', city: 'Toronto', state: 'ON', country: 'CA' },
        },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      firstName: 'Grace',
      tourComplete: true,
      addressInfo: { state: 'ON' },
    });
    const gb = await api.put('/api/users/me', {
      token,
      json: { addressInfo: { address1: '10 Downing St', city: 'London', country: 'GB' } },
    });
    expect(gb.status).toBe(200);
    const unknownField = await api.put('/api/users/me', { token, json: { role: 'administrator' } });
    expect(unknownField.status).toBe(400);
  });

  it('user calls without a token fail with the spec message', async () => {
    const { api } = world();
    const me = await api.get('/api/users/me');
    expect(me.status).toBe(401);
    expect(me.body.message).toBe(SERVER_MESSAGES.notAuthorised);
  });
});
