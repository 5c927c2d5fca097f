import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStaticFile } from './staticFile.ts';

describe('openStaticFile', () => {
  const parent = mkdtempSync(join(tmpdir(), 'bingo-static-'));
  const root = join(parent, 'dist');
  writeFileSync(join(parent, 'outside.txt'), 'secret');
  mkdirSync(root);
  writeFileSync(join(root, 'app.js'), 'x');
  writeFileSync(join(root, '.env'), 'TOKEN=1');
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('opens a file inside the root with its content type', async () => {
    const file = await openStaticFile(root, '/app.js');
    expect(file?.contentType).toContain('javascript');
    expect(file?.size).toBe(1);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('x');
  });

  it.each([
    '/../outside.txt',
    '/%2e%2e/outside.txt',
    '/..%2foutside.txt',
    '/.env',
    '/app.js%00.png',
    '/%E0%A4%A',
  ])('refuses %s', async (path) => {
    expect(await openStaticFile(root, path)).toBeNull();
  });
});
