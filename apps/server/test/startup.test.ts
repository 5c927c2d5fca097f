import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../src/db/migrate.ts';
import { secretsFilePath } from '../src/secrets.ts';
import { apiClient } from './support/api.ts';
import { bootTestServer, DRIVERS } from './support/bootTestServer.ts';
import { type PostgresCluster, startPostgresCluster } from './support/postgresCluster.ts';

describe.each(DRIVERS)('start-up (%s)', (driver) => {
  let cluster: PostgresCluster | undefined;
  let dataDir: string;
  let databaseUrl: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bingo-startup-'));
    if (driver === 'postgres') {
      cluster = await startPostgresCluster();
      databaseUrl = await cluster.createDatabase();
    }
  });
  afterAll(() => {
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const boot = () => bootTestServer({ driver, dataDir, databaseUrl });

  it('migrations run on the first start and not again on the second', async () => {
    const versions = readMigrations().map((m) => m.version);
    expect(versions[0]).toBe('001_init');

    const first = await boot();
    expect(first.appliedMigrations).toEqual(versions);
    const cardId = (await apiClient(first).createAnonymous()).cardId;
    await first.close();

    const second = await boot();
    try {
      expect(second.appliedMigrations).toEqual([]);
      const recorded = await second.db.query<{ version: string }>('SELECT version FROM schema_migrations');
      expect(recorded.map((r) => r.version)).toEqual(versions);
      // Data written before the restart is still there.
      expect((await apiClient(second).get(`/api/cards/${cardId}`)).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('without JWT_SECRET a secret is generated once, kept private in DATA_DIR and survives restarts', async () => {
    const first = await boot();
    const session = await apiClient(first).createAnonymous();
    await first.close();

    const path = secretsFilePath(dataDir);
    const stored = JSON.parse(readFileSync(path, 'utf8')) as { jwtSecret: string };
    expect(stored.jwtSecret.length).toBeGreaterThanOrEqual(43);
    expect(statSync(path).mode & 0o777).toBe(0o600);

    const second = await boot();
    try {
      const read = await apiClient(second).get(`/api/annonym/cards/${session.cardId}`, {
        token: session.jwtAuthToken,
      });
      expect(read.status).toBe(200);
      expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(stored);
    } finally {
      await second.close();
    }
  });

  it('a JWT_SECRET from the environment is used instead, and tokens of the generated one fail', async () => {
    const first = await boot();
    const session = await apiClient(first).createAnonymous();
    await first.close();
    const withEnvSecret = await bootTestServer({
      driver,
      dataDir,
      databaseUrl,
      config: { jwtSecret: 'an-environment-secret-that-is-long-enough-0123456789' },
    });
    try {
      const read = await apiClient(withEnvSecret).get(`/api/annonym/cards/${session.cardId}`, {
        token: session.jwtAuthToken,
      });
      expect(read.status).toBe(401);
    } finally {
      await withEnvSecret.close();
    }
  });
});
