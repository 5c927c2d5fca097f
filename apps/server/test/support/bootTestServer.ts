import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerConfig } from '../../src/config.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import type { PostgresCluster } from './postgresCluster.ts';

export const DRIVERS = ['pglite', 'postgres'] as const;
export type Driver = (typeof DRIVERS)[number];

export interface TestServer extends RunningServer {
  driver: Driver;
  dataDir: string;
}

export interface BootOptions {
  driver: Driver;
  /** Needed for driver 'postgres': where to create the test database (or reuse databaseUrl). */
  cluster?: PostgresCluster;
  databaseUrl?: string;
  /** Reuse a data directory (restart scenarios); a fresh temp dir otherwise, removed on close. */
  dataDir?: string;
  config?: Partial<ServerConfig>;
}

/** Starts the real server on a random loopback port with its own data directory and database. */
export async function bootTestServer(options: BootOptions): Promise<TestServer> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'bingo-server-'));
  let databaseUrl: string | null = null;
  if (options.driver === 'postgres') {
    if (options.databaseUrl) databaseUrl = options.databaseUrl;
    else if (options.cluster) databaseUrl = await options.cluster.createDatabase();
    else throw new Error("bootTestServer({driver: 'postgres'}) needs a cluster or a databaseUrl.");
  }
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    jwtSecret: null,
    imageResizeWidth: 300,
    logLevel: 'silent',
    webDist: null,
    ...options.config,
  };
  const server = await startServer(config, { logLevel: process.env.TEST_LOG_LEVEL ?? false });
  return {
    ...server,
    driver: options.driver,
    dataDir,
    async close() {
      // Tests leave unread responses behind; without this, close() would wait out keep-alive timeouts.
      server.app.server.closeAllConnections();
      await server.close();
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
