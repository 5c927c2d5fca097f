import { afterAll, beforeAll } from 'vitest';
import type { AccountsConfig } from '../../../src/accounts/accountsConfig.ts';
import { apiClient } from '../../support/api.ts';
import { bootTestServer, type Driver, type TestServer } from '../../support/bootTestServer.ts';
import { type PostgresCluster, startPostgresCluster } from '../../support/postgresCluster.ts';
import { type MailCatcher, startMailCatcher } from './mailCatcher.ts';

export interface AccountsWorld {
  server: TestServer;
  api: ReturnType<typeof apiClient>;
  mail: MailCatcher;
}

/**
 * One server per describe block whose SMTP_URL points at a mail catcher started first (the port is only
 * known then), plus a throwaway PostgreSQL cluster for that driver. `smtp: false` keeps mail in the outbox.
 */
export function useAccountsServer(
  driver: Driver,
  options: { adminEmails?: string[]; smtp?: boolean } = {},
): () => AccountsWorld {
  let world: AccountsWorld | undefined;
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    const mail = await startMailCatcher();
    if (driver === 'postgres') cluster = await startPostgresCluster();
    const accounts: AccountsConfig = {
      smtpUrl: options.smtp === false ? null : mail.smtpUrl,
      mailFrom: 'Bingo tests <tests@example.test>',
      publicUrl: 'http://bingo.example.test',
      adminEmails: options.adminEmails ?? [],
    };
    const server = await bootTestServer({ driver, cluster, config: { accounts } });
    world = { server, api: apiClient(server), mail };
  });
  afterAll(async () => {
    await world?.server.close();
    await world?.mail.close();
    cluster?.stop();
  });
  return () => {
    if (!world) throw new Error('The accounts test server has not started.');
    return world;
  };
}
