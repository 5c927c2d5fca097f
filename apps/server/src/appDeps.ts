import type { AccountsSettings } from './accounts/accountsConfig.ts';
import type { AccessTokens } from './auth/accessTokens.ts';
import type { BlobStore } from './blobs/blobStore.ts';
import type { Db } from './db/db.ts';
import type { Mailer } from './email/mailer.ts';
import type { LiveConfig } from './live/liveConfig.ts';

/** What buildApp needs from the outside world; tests and main.ts assemble it. */
export interface AppDeps {
  db: Db;
  blobs: BlobStore;
  accessTokens: AccessTokens;
  /** The clock, so that tests can move time. */
  now: () => number;
  imageResizeWidth: number;
  webDist: string | null;
  /** Fastify logger options: a level string, or false for silence (tests). */
  logLevel: string | false;
  /** Live game settings; read from the environment when absent. */
  live?: LiveConfig;
  /** Account emails: SMTP or the outbox table. */
  mailer: Mailer;
  /** Links in emails and the ADMIN_EMAILS list. */
  accounts: AccountsSettings;
}
