import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/accounts/accountMessages.ts';
import { SERVER_MESSAGES } from '../../src/http/serverMessages.ts';
import type { ApiClient } from '../support/api.ts';
import { DRIVERS } from '../support/bootTestServer.ts';
import { makeImage } from '../support/images.ts';
import { freshEmail, registerVerified } from './support/accountFlows.ts';
import { useAccountsServer } from './support/useAccountsServer.ts';

interface ProfileImageAnswer {
  userProfileImg: string | null;
}

function profileForm(bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append('profile_image', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

describe.each(DRIVERS)('profile image (%s)', (driver) => {
  const world = useAccountsServer(driver);

  async function signedIn() {
    const { api, mail } = world();
    const { jwtAuthToken: token } = await registerVerified(api, mail, freshEmail('avatar'));
    const upload = async (bytes: Buffer, name = 'me.png', type = 'image/png') =>
      api.post<ProfileImageAnswer>('/api/users/me/profile-image', {
        token,
        body: profileForm(bytes, name, type),
      });
    return { api, token, upload };
  }

  async function viewerImage(api: ApiClient, token: string): Promise<string | null | undefined> {
    return (await api.get<ProfileImageAnswer>('/api/users/me', { token })).body.data?.userProfileImg;
  }

  const served = (url: string) => fetch(`${world().server.url}${url}`);

  it('an uploaded PNG shows on the viewer and is served as WebP at most 256 px', async () => {
    const { api, token, upload } = await signedIn();
    expect(await viewerImage(api, token)).toBeNull();

    const response = await upload(await makeImage('png', 1200, 800));
    expect(response.status).toBe(200);
    const url = response.body.data?.userProfileImg;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(await viewerImage(api, token)).toBe(url);

    const file = await served(url!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([256, 171]);
  });

  it('a new upload replaces the old image and its file', async () => {
    const { api, token, upload } = await signedIn();
    const first = (await upload(await makeImage('jpeg', 300, 300), 'a.jpg', 'image/jpeg')).body.data;
    const second = (await upload(await makeImage('webp', 100, 400), 'b.webp', 'image/webp')).body.data;
    expect(second?.userProfileImg).not.toBe(first?.userProfileImg);
    expect(await viewerImage(api, token)).toBe(second?.userProfileImg);
    expect((await served(first!.userProfileImg!)).status).toBe(404);
    expect((await served(second!.userProfileImg!)).status).toBe(200);
  });

  it('delete clears the image and removes its file', async () => {
    const { api, token, upload } = await signedIn();
    const url = (await upload(await makeImage('png', 64, 64))).body.data!.userProfileImg!;
    const removed = await api.delete<ProfileImageAnswer>('/api/users/me/profile-image', { token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ userProfileImg: null });
    expect(await viewerImage(api, token)).toBeNull();
    expect((await served(url)).status).toBe(404);
  });

  it('a text file named .png is refused and changes nothing', async () => {
    const { api, token, upload } = await signedIn();
    const url = (await upload(await makeImage('png', 64, 64))).body.data!.userProfileImg!;
    const fake = await upload(Buffer.from('just some text, not an image'), 'fake.png', 'image/png');
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ status: false, message: 'Invalid file type or size.' });
    expect(await viewerImage(api, token)).toBe(url);
    expect((await served(url)).status).toBe(200);
  });

  it('needs a token, and an account rather than an anonymous session', async () => {
    const { api } = world();
    const form = () => profileForm(Buffer.from('x'), 'me.png', 'image/png');
    const noToken = await api.post('/api/users/me/profile-image', { body: form() });
    expect(noToken.status).toBe(401);
    expect(noToken.body.message).toBe(SERVER_MESSAGES.notAuthorised);

    const anonymous = await api.createAnonymous();
    for (const method of ['POST', 'DELETE']) {
      const answer = await api.request(method, '/api/users/me/profile-image', {
        token: anonymous.jwtAuthToken,
        body: method === 'POST' ? form() : undefined,
      });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(ACCOUNT_MESSAGES.profileImageNeedsAccount);
    }
  });
});
