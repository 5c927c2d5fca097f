import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { openPgliteDb } from '../../src/db/pgliteDb.ts';
import { initialiseInChildProcess, isInitialised } from '../../src/db/pgliteInitdb.ts';

describe('embedded database initialisation in a child process', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('a fresh directory gets a cluster the server then opens, and no staging directory is left', async () => {
    root = mkdtempSync(join(tmpdir(), 'bingo-initdb-'));
    const dataDir = join(root, 'pgdata');
    mkdirSync(dataDir);
    expect(isInitialised(dataDir)).toBe(false);

    const db = await openPgliteDb(dataDir);
    try {
      expect(isInitialised(dataDir)).toBe(true);
      expect(existsSync(`${dataDir}.initialising`)).toBe(false);
      const [row] = await db.query<{ answer: number }>('SELECT 6 * 7 AS answer');
      expect(row?.answer).toBe(42);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('when initdb fails the directory stays uninitialised and the error says which directory', async () => {
    root = mkdtempSync(join(tmpdir(), 'bingo-initdb-'));
    const dataDir = join(root, 'pgdata');
    const badParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=not-a-size'];
    await expect(initialiseInChildProcess(dataDir, badParams)).rejects.toThrow(dataDir);
    expect(isInitialised(dataDir)).toBe(false);
    expect(existsSync(`${dataDir}.initialising`)).toBe(false);
  }, 60_000);
});
