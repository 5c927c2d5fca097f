import type { ApiClient } from '../../support/api.ts';
import { linkToken, type MailCatcher } from './mailCatcher.ts';

export interface SignedInBody {
  jwtAuthToken: string;
  jwtRefreshToken: string;
  userId: string;
  viewer: { email: string; userRole: string; firstName: string };
}

let counter = 0;
/** An address no other test uses. */
export function freshEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${crypto.randomUUID().slice(0, 8)}@example.test`;
}

/** Registers with a password and follows the verification link from the mail: a signed-in account. */
export async function registerVerified(
  api: ApiClient,
  mail: MailCatcher,
  email: string,
  password = 'correct horse battery',
  anonymousToken?: string,
): Promise<SignedInBody> {
  const before = mail.countTo(email);
  const registered = await api.post('/api/accounts/register', { json: { email, password } });
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}`);
  const token = linkToken(await mail.waitFor(email, before), '/verify-email/');
  const verified = await api.post<SignedInBody>('/api/accounts/verify-email', {
    json: { token, anonymousToken },
  });
  if (verified.status !== 200 || !verified.body.data) throw new Error(`verify answered ${verified.status}`);
  return verified.body.data;
}
