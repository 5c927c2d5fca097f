import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
  /** The message decoded from quoted-printable, good enough to find links and codes in. */
  decoded: string;
}

/** Quoted-printable soft breaks and =XX escapes, which nodemailer uses for long lines. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A real SMTP server on a free loopback port that keeps every message, for tests that follow links from
 * the mail the product actually sent. Waiting is bounded: a missing mail fails the test, never hangs it.
 */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        mails.push({ to, raw, decoded: decodeQuotedPrintable(raw) });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first mail to `to` after `skip` earlier ones to that address, within `timeoutMs`. */
    async waitFor(to: string, skip = 0, timeoutMs = 10_000): Promise<CaughtMail> {
      const find = () => mails.filter((mail) => mail.to.includes(to.toLowerCase()))[skip];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find();
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No mail #${skip + 1} to ${to} within ${timeoutMs} ms.`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    countTo(to: string): number {
      return mails.filter((mail) => mail.to.includes(to.toLowerCase())).length;
    },
    close(): Promise<void> {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** The token of the first link to `path` in a mail. */
export function linkToken(mail: CaughtMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(
    mail.decoded,
  );
  if (!match?.[1]) throw new Error(`No ${path} link in mail: ${mail.decoded.slice(0, 500)}`);
  return match[1];
}

/** The six-digit code of an OTP mail. */
export function otpCode(mail: CaughtMail): string {
  const match = /Your code: (\d{6})/.exec(mail.decoded);
  if (!match?.[1]) throw new Error('No code in mail.');
  return match[1];
}
