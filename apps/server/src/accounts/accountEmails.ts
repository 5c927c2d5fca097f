import { renderEmail } from '../email/emailLayout.ts';
import type { EmailMessage } from '../email/mailer.ts';

const IGNORE =
  'If you did not ask for this, you can ignore this email; nothing changes until the link is used.';

function link(base: string, path: string, params: Record<string, string | undefined>): string {
  const url = new URL(path, `${base}/`);
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return url.toString();
}

export const accountEmails = {
  verify(base: string, to: string, token: string, callbackUrl?: string): EmailMessage {
    return renderEmail({
      to,
      subject: 'Confirm your email address',
      heading: 'Welcome to Bingo!',
      paragraphs: [
        'Confirm your email address to finish creating your account. The link works once, for 24 hours.',
      ],
      action: { label: 'Confirm my email', url: link(base, '/verify-email/', { token, callbackUrl }) },
      footnote: IGNORE,
    });
  },

  /** Sent instead of a verification link when the address already has an account with a password. */
  alreadyRegistered(base: string, to: string): EmailMessage {
    return renderEmail({
      to,
      subject: 'You already have an account',
      heading: 'You already have an account',
      paragraphs: [
        'Someone (probably you) tried to create an account with this email address, but it already has one.',
        'Sign in instead, or reset your password if you have forgotten it.',
      ],
      action: { label: 'Sign in', url: link(base, '/login/', { email: to }) },
      footnote: 'If this was not you, no action is needed: your account is unchanged.',
    });
  },

  magicLink(base: string, to: string, token: string, callbackUrl?: string): EmailMessage {
    return renderEmail({
      to,
      subject: 'Your sign-in link',
      heading: 'Sign in to Bingo',
      paragraphs: ['Use this button to sign in. It works once, for 15 minutes.'],
      action: { label: 'Sign in', url: link(base, '/magic-link-login/', { token, callbackUrl }) },
      footnote: IGNORE,
    });
  },

  resetPassword(base: string, to: string, token: string): EmailMessage {
    return renderEmail({
      to,
      subject: 'Reset your password',
      heading: 'Reset your password',
      paragraphs: ['Choose a new password with this button. It works once, for 30 minutes.'],
      action: { label: 'Choose a new password', url: link(base, '/reset-password/', { token }) },
      footnote: IGNORE,
    });
  },

  otp(to: string, otp: string, purpose: 'email' | 'password'): EmailMessage {
    const what = purpose === 'email' ? 'change the email address of your account' : 'change your password';
    return renderEmail({
      to,
      subject: `Your code: ${otp}`,
      heading: 'Your confirmation code',
      paragraphs: [`Enter this code to ${what}. It works once, for 10 minutes.`],
      code: otp,
      footnote: 'If you did not ask for this code, someone may know your password: change it.',
    });
  },

  /** To a new address that already belongs to another account: no code, so the change cannot go ahead. */
  addressInUse(base: string, to: string): EmailMessage {
    return renderEmail({
      to,
      subject: 'This address already has an account',
      heading: 'This address already has an account',
      paragraphs: [
        'Someone asked to move another account to this email address, but it already has its own account.',
      ],
      action: { label: 'Sign in', url: link(base, '/login/', { email: to }) },
      footnote: 'If this was not you, no action is needed.',
    });
  },

  test(to: string): EmailMessage {
    return renderEmail({
      to,
      subject: 'Bingo test email',
      heading: 'Email works',
      paragraphs: ['This is a test email sent from the Bingo admin area.'],
      footnote: 'You received this because an administrator sent a test email to this address.',
    });
  },
};
