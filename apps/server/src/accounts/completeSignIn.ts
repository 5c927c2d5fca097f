import type { AccessTokens } from '../auth/accessTokens.ts';
import { type IssuedSession, issueSession } from '../auth/sessions.ts';
import type { Queryable } from '../db/db.ts';
import { type Account, findAccountById, setRole } from './accountRepo.ts';
import type { AccountsSettings } from './accountsConfig.ts';
import { toViewer, type Viewer } from './viewer.ts';

export interface SignedIn extends IssuedSession {
  viewer: Viewer;
}

/**
 * Moves an anonymous visitor's cards (and their images) to the account. The anonymous token proves the
 * visitor owns them; its sessions end, since that anonymous user is now empty.
 */
async function adoptAnonymousCards(tx: Queryable, anonymousUserId: string, accountId: string, now: number) {
  if (anonymousUserId === accountId) return;
  const anon = await tx.query<{ id: string }>(
    "SELECT id FROM users WHERE id = $1 AND role = 'anon' FOR UPDATE",
    [anonymousUserId],
  );
  if (!anon[0]) return;
  await tx.query('UPDATE cards SET user_id = $2, updated_at = updated_at WHERE user_id = $1', [
    anonymousUserId,
    accountId,
  ]);
  await tx.query('UPDATE card_images SET user_id = $2 WHERE user_id = $1', [anonymousUserId, accountId]);
  await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    anonymousUserId,
    new Date(now),
  ]);
}

/**
 * The last step of every way in (verified link, magic link, password, reset): ADMIN_EMAILS promotion,
 * adopting the anonymous cards, and a new session. Runs inside the caller's transaction.
 */
export async function completeSignIn(
  tx: Queryable,
  deps: { accessTokens: AccessTokens; accounts: AccountsSettings; now: () => number },
  account: Account,
  anonymousToken: string | undefined,
): Promise<SignedIn> {
  const now = deps.now();
  if (
    account.email &&
    account.role !== 'administrator' &&
    deps.accounts.adminEmails.includes(account.email)
  ) {
    await setRole(tx, account.id, 'administrator');
  }
  if (anonymousToken) {
    const anonymous = await deps.accessTokens.verify(anonymousToken);
    if (anonymous?.role === 'anon') await adoptAnonymousCards(tx, anonymous.userId, account.id, now);
  }
  const fresh = (await findAccountById(tx, account.id)) ?? account;
  const session = await issueSession(tx, deps.accessTokens, { userId: fresh.id, role: fresh.role }, now);
  return { ...session, viewer: toViewer(fresh) };
}
