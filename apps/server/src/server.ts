import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadAccountsConfig } from './accounts/accountsConfig.ts';
import { buildApp } from './app.ts';
import { type AccessTokens, createAccessTokens } from './auth/accessTokens.ts';
import { createLocalBlobStore } from './blobs/localBlobStore.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/openDb.ts';
import { createMailer } from './email/mailer.ts';
import { loadJwtSecret } from './secrets.ts';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  /** http://host:port as actually bound (port 0 picks a free one). */
  url: string;
  /** Versions applied by this start-up (empty when the schema was already current). */
  appliedMigrations: string[];
  /** The token signer, so that tests can open sessions for users they create directly. */
  accessTokens: AccessTokens;
  close(): Promise<void>;
}

/** Everything main.ts does except signal handling: secret, database, migrations, app, listen. */
export async function startServer(
  config: ServerConfig,
  options: { logLevel?: string | false } = {},
): Promise<RunningServer> {
  const secret = loadJwtSecret(config.jwtSecret, config.dataDir);
  const db = await openDb(config);
  try {
    const appliedMigrations = await migrate(db);
    const accessTokens = createAccessTokens(secret);
    const accounts = config.accounts ?? loadAccountsConfig();
    let boundPort = config.port;
    const app = await buildApp({
      db,
      blobs: createLocalBlobStore(join(config.dataDir, 'uploads')),
      accessTokens,
      now: Date.now,
      imageResizeWidth: config.imageResizeWidth,
      webDist: config.webDist,
      logLevel: options.logLevel ?? config.logLevel,
      live: config.live,
      mailer: createMailer({ db, smtpUrl: accounts.smtpUrl, from: accounts.mailFrom }),
      accounts: {
        publicUrl: () => accounts.publicUrl ?? `http://localhost:${boundPort}`,
        adminEmails: accounts.adminEmails,
      },
    });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    boundPort = port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    return {
      app,
      db,
      url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
      appliedMigrations,
      accessTokens,
      async close() {
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}
