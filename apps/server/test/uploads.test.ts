import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiClient, tableCounts } from './support/api.ts';
import { DRIVERS } from './support/bootTestServer.ts';
import { formWith, makeImage, makeOversizedPng } from './support/images.ts';
import { useTestServer } from './support/useTestServer.ts';

interface UploadResult {
  images: Array<{ url: string; width: number; height: number; name: string }>;
  rejected: number;
}

const NOT_PROCESSED = (n: number) =>
  `${n} file(s) not processed. Please upload a JPG, PNG, or WebP file (1200x800px recommended, max 5MB).`;

describe.each(DRIVERS)('image uploads (%s)', (driver) => {
  const server = useTestServer(driver);

  async function ownerWithCard() {
    const api = apiClient(server());
    const me = await api.signIn('subscriber');
    const cardId = await api.createCard(me.token);
    const upload = (form: FormData, id = cardId) =>
      api.post<UploadResult>(`/api/cards/fileUpload?card_id=${id}`, { token: me.token, body: form });
    return { api, me, cardId, upload };
  }

  it('PNG, JPEG and WebP are stored as WebP at most 300 px wide, keeping the aspect ratio', async () => {
    const { upload } = await ownerWithCard();
    const response = await upload(
      formWith([
        { bytes: await makeImage('png', 1200, 800), name: 'big.png', type: 'image/png' },
        { bytes: await makeImage('jpeg', 600, 600), name: 'square.jpg', type: 'image/jpeg' },
        { bytes: await makeImage('webp', 120, 90), name: 'small.webp', type: 'image/webp' },
      ]),
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('');
    expect(response.body.data?.rejected).toBe(0);
    const images = response.body.data!.images;
    expect(images.map((i) => [i.name, i.width, i.height])).toEqual([
      ['big.png', 300, 200],
      ['square.jpg', 300, 300],
      ['small.webp', 120, 90],
    ]);
    for (const image of images) {
      expect(image.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
      const served = await fetch(`${server().url}${image.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeLessThanOrEqual(300);
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
    }
  });

  it('a text file renamed .png with type image/png is rejected by its content', async () => {
    const { upload } = await ownerWithCard();
    const before = await tableCounts(server());
    const response = await upload(
      formWith([{ bytes: Buffer.from('just some text, not an image'), name: 'fake.png', type: 'image/png' }]),
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      status: false,
      message: 'Invalid file type or size.',
      data: { rejected: 1 },
    });
    expect(await tableCounts(server())).toEqual(before);
  });

  it('a file over 5 MB is rejected', async () => {
    const { upload } = await ownerWithCard();
    const response = await upload(
      formWith([{ bytes: await makeOversizedPng(), name: 'huge.png', type: 'image/png' }]),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      status: false,
      message: 'Invalid file type or size.',
      data: { rejected: 1 },
    });
  });

  it('six files in one request answer 400 and store nothing', async () => {
    const { upload } = await ownerWithCard();
    const png = await makeImage('png', 40, 40);
    const before = await tableCounts(server());
    const response = await upload(
      formWith(Array.from({ length: 6 }, (_, i) => ({ bytes: png, name: `f${i}.png`, type: 'image/png' }))),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      status: false,
      message: 'Please upload at most 5 files at a time.',
    });
    expect(await tableCounts(server())).toEqual(before);
  });

  it("a mixed batch stores the good files and says '{n} file(s) not processed'", async () => {
    const { upload } = await ownerWithCard();
    const response = await upload(
      formWith([
        { bytes: await makeImage('png', 400, 400), name: 'good.png', type: 'image/png' },
        { bytes: Buffer.from('%PDF-1.4 not an image'), name: 'doc.jpg', type: 'image/jpeg' },
        { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), name: 'broken.png', type: 'image/png' },
      ]),
    );
    expect(response.status).toBe(200);
    expect(response.body.status).toBe(true);
    expect(response.body.message).toBe(NOT_PROCESSED(2));
    expect(response.body.data?.rejected).toBe(2);
    expect(response.body.data?.images.map((i) => i.name)).toEqual(['good.png']);
  });

  it("uploading to someone else's card answers 403 and to an unknown card 404", async () => {
    const { cardId } = await ownerWithCard();
    const api = apiClient(server());
    const stranger = await api.signIn('subscriber');
    const form = formWith([{ bytes: await makeImage('png', 10, 10), name: 'a.png', type: 'image/png' }]);
    const forbidden = await api.post(`/api/cards/fileUpload?card_id=${cardId}`, {
      token: stranger.token,
      body: form,
    });
    expect(forbidden.status).toBe(403);
    const missing = await api.post(`/api/cards/fileUpload?card_id=${crypto.randomUUID()}`, {
      token: stranger.token,
      body: form,
    });
    expect(missing.status).toBe(404);
  });

  it('delete-images removes the listed images of the card and their files', async () => {
    const { api, me, cardId, upload } = await ownerWithCard();
    const uploaded = await upload(
      formWith([
        { bytes: await makeImage('png', 50, 50), name: 'a.png', type: 'image/png' },
        { bytes: await makeImage('png', 60, 60), name: 'b.png', type: 'image/png' },
      ]),
    );
    const [first, second] = uploaded.body.data!.images;
    const response = await api.post<{ deleted: number }>('/api/cards/delete-images', {
      token: me.token,
      json: { card_id: cardId, images: [`http://example.test${first!.url}`, '/uploads/not-a-key.webp'] },
    });
    expect(response.status).toBe(200);
    expect(response.body.data?.deleted).toBe(1);
    expect((await fetch(`${server().url}${first!.url}`)).status).toBe(404);
    expect((await fetch(`${server().url}${second!.url}`)).status).toBe(200);
  });

  it("deleting a card deletes its images' files", async () => {
    const { api, me, cardId, upload } = await ownerWithCard();
    const uploaded = await upload(
      formWith([{ bytes: await makeImage('png', 50, 50), name: 'a.png', type: 'image/png' }]),
    );
    const url = uploaded.body.data!.images[0]!.url;
    await api.delete(`/api/cards/${cardId}`, { token: me.token });
    expect((await fetch(`${server().url}${url}`)).status).toBe(404);
  });

  it('a request that is not multipart answers 400', async () => {
    const { api, me, cardId } = await ownerWithCard();
    const response = await api.post(`/api/cards/fileUpload?card_id=${cardId}`, { token: me.token, json: {} });
    expect(response.status).toBe(400);
    expect(response.body.status).toBe(false);
  });

  it.each([
    ['a body without a boundary', 'multipart/form-data', 'garbage'],
    ['garbage instead of parts', 'multipart/form-data; boundary=xyz', 'garbage without parts'],
    [
      'a part cut short',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="card_image"; filename="a.png"\r\n\r\nabc',
    ],
  ])('a malformed multipart request (%s) answers 400 and stores nothing', async (_, type, body) => {
    const { api, me, cardId } = await ownerWithCard();
    const before = await tableCounts(server());
    const response = await api.post(`/api/cards/fileUpload?card_id=${cardId}`, {
      token: me.token,
      body,
      headers: { 'content-type': type },
    });
    expect(response.status).toBe(400);
    expect(response.body.status).toBe(false);
    expect(await tableCounts(server())).toEqual(before);
  });

  it('an unknown or malicious upload key answers 404', async () => {
    for (const key of [`${crypto.randomUUID()}.webp`, '..%2Fsecrets.json', 'secrets.json']) {
      const response = await fetch(`${server().url}/uploads/${key}`);
      expect(response.status).toBe(404);
    }
  });
});
