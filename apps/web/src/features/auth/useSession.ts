import { useSyncExternalStore } from 'react';
import { readSession, type StoredSession, subscribeToSession } from '../../api/session.ts';

// useSyncExternalStore compares snapshots by identity, so the parsed session is cached by its raw text.
let lastRaw: string | null = null;
let lastSession: StoredSession | null = null;

function snapshot(): StoredSession | null {
  const session = readSession();
  const raw = session ? JSON.stringify(session) : null;
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastSession = session;
  }
  return lastSession;
}

/** The stored session, re-rendering on sign-in, sign-out and token rotation (in any tab). */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeToSession, snapshot, () => null);
}
