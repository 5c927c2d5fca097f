import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../../src/config.ts';
import { bootTestServer, type Driver, type TestServer } from './bootTestServer.ts';
import { type PostgresCluster, startPostgresCluster } from './postgresCluster.ts';

/**
 * Registers hooks that boot one server per describe block (and, for PostgreSQL, a throwaway cluster)
 * and returns a getter for it. A cluster that cannot start fails the suite loudly; it is never skipped.
 */
export function useTestServer(driver: Driver, config: Partial<ServerConfig> = {}): () => TestServer {
  let server: TestServer | undefined;
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    if (driver === 'postgres') cluster = await startPostgresCluster();
    server = await bootTestServer({ driver, cluster, config });
  });
  afterAll(async () => {
    await server?.close();
    cluster?.stop();
  });
  return () => {
    if (!server) throw new Error('The test server has not started.');
    return server;
  };
}
