import { DEFAULT_MAIL_FROM } from '../email/mailer.ts';

/** The environment of the accounts feature (README: configuration). */
export interface AccountsConfig {
  /** SMTP_URL, e.g. smtp://user:pass@mail.example.com:587; null keeps mail in the outbox table. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of account emails. */
  mailFrom: string;
  /** PUBLIC_URL: where links in emails point; null means http://localhost:{bound port}. */
  publicUrl: string | null;
  /** ADMIN_EMAILS: these addresses become administrators when they register or sign in. */
  adminEmails: string[];
}

type Env = Record<string, string | undefined>;

export function loadAccountsConfig(env: Env = process.env): AccountsConfig {
  return {
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email.length > 0),
  };
}

/** What the routes need at run time; publicUrl is a function because the port is known only after listen. */
export interface AccountsSettings {
  publicUrl: () => string;
  adminEmails: readonly string[];
}
