import { readSession } from '../../api/session.ts';

/**
 * The role claim of the visitor's token (anon, subscriber, administrator), read without verifying:
 * it only chooses which prompt to show; the server checks the token on every call.
 */
export function sessionRole(): string | null {
  const token = readSession()?.jwtAuthToken;
  const body = token?.split('.')[1];
  if (!body) return null;
  try {
    const json = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return typeof json.role === 'string' ? json.role : null;
  } catch {
    return null;
  }
}
