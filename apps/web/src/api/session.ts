import type { AnonymousSession, SessionTokens } from '@bingo/core';

const STORAGE_KEY = 'bingo.anonSession';

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
export function readSession(now = Date.now()): AnonymousSession | null {
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

export function saveSession(session: AnonymousSession): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Private mode or full storage: the session lives for this page only, which is still usable.
  }
}

/** Keeps the anonymous card and lifetime, swaps in rotated tokens. */
export function saveTokens(session: AnonymousSession, tokens: SessionTokens): AnonymousSession {
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
}
