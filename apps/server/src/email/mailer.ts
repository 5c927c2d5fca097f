import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/db.ts';

/** One message with both parts: mail clients that cannot show HTML read the plain text. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' when a server is configured, 'outbox' when mail is kept in the email_outbox table. */
  readonly transport: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Bingo <no-reply@bingo.local>';

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table, so that a self-hosted install
 * without a mail server still works (an administrator reads the links at /admin/testemails/).
 */
export function createMailer(options: { db: Queryable; smtpUrl: string | null; from: string }): Mailer {
  if (!options.smtpUrl) return createOutboxMailer(options.db);
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}

function createOutboxMailer(db: Queryable): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      await db.query(
        'INSERT INTO email_outbox (id, to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5)',
        [randomUUID(), message.to, message.subject, message.text, message.html],
      );
    },
  };
}

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The newest kept messages first. */
export async function listOutbox(db: Queryable, limit = 50): Promise<OutboxEntry[]> {
  const rows = await db.query<{
    id: string;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    created_at: Date | string;
  }>(
    'SELECT id, to_address, subject, text_body, html_body, created_at FROM email_outbox ORDER BY created_at DESC LIMIT $1',
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
