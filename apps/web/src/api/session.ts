import type { AnonymousSession, SessionTokens } from '@bingo/core';

// The key predates accounts; keeping it means visitors keep their anonymous session across the upgrade.
const STORAGE_KEY = 'bingo.anonSession';
const CHANGE_EVENT = 'bingo:session-change';

/** Who a signed-in session belongs to; absent for anonymous visitors. */
export interface SessionAccount {
  email: string;
  role: 'subscriber' | 'administrator';
  /** Kept here so the header can show the avatar without asking the server on every page. */
  profileImg?: string | null;
}

/** The stored session: an anonymous one (spec §3 Anonymous session), or a signed-in one with `account`. */
export interface StoredSession extends AnonymousSession {
  account?: SessionAccount;
}

function isSession(value: unknown): value is AnonymousSession {
  if (!value || typeof value !== 'object') return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.jwtAuthToken === 'string' &&
    typeof s.jwtRefreshToken === 'string' &&
    typeof s.userId === 'string' &&
    typeof s.sessionExpire === 'number'
  );
}

/** The stored anonymous session, or null when there is none or it has passed its 6-day end. */
export function readSession(now = Date.now()): StoredSession | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    parsed = null;
  }
  if (!isSession(parsed)) return null;
  if (parsed.sessionExpire <= now) {
    clearSession();
    return null;
  }
  return parsed;
}

export function saveSession(session: StoredSession): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Private mode or full storage: the session lives for this page only, which is still usable.
  }
  announceChange();
}

/** Keeps the anonymous card and lifetime, swaps in rotated tokens. */
export function saveTokens(session: StoredSession, tokens: SessionTokens): StoredSession {
  const next = { ...session, ...tokens };
  saveSession(next);
  return next;
}

export function clearSession(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  announceChange();
}

/** Changes what is shown about the signed-in person (e.g. a new avatar); no-op for anonymous sessions. */
export function updateSessionAccount(patch: Partial<SessionAccount>): void {
  const session = readSession();
  if (!isAccountSession(session)) return;
  saveSession({ ...session, account: { ...session.account, ...patch } });
}

export function isAccountSession(
  session: StoredSession | null,
): session is StoredSession & { account: SessionAccount } {
  return session?.account !== undefined;
}

function announceChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls back when this tab or another one signs in, out, or swaps tokens (useSyncExternalStore). */
export function subscribeToSession(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
