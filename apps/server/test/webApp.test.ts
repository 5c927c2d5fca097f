import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/useTestServer.ts';

// Serving the SPA does not touch the database, so one driver is enough here.
describe('serving the web app', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'bingo-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Bingo</title>');
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg/>');
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const server = useTestServer('pglite', { webDist });
  const get = (path: string) => fetch(`${server().url}${path}`);

  it.each(['/', '/generator/', '/card/edit/123/', '/share/abc/', '/dashboard/my-cards/'])(
    'the app route %s answers with index.html',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<title>Bingo</title>');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('fingerprinted assets are cached for good and other files revalidated', async () => {
    const asset = await get('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const icon = await get('/favicon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('a missing asset, an unknown API route and path escapes are 404s, not the app', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404);
    const api = await get('/api/unknown');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ status: false });
    const traversal = await get('/%2e%2e/%2e%2e/etc/passwd');
    expect(await traversal.text()).not.toContain('root:');
  });

  it('the embed page may be framed by other sites', async () => {
    const response = await get('/embed/abc');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
