import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isAccountSession } from '../../api/session.ts';
import { useSession } from './useSession.ts';

/**
 * Pages that need an account: without one (never signed in, signed out, or the session ended and the
 * refresh failed) the visitor goes to /login/ and comes back here afterwards.
 */
export function RequireAccount({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!isAccountSession(session)) {
    const callbackUrl = `${location.pathname}${location.search}`;
    return <Navigate replace to={`/login/?callbackUrl=${encodeURIComponent(callbackUrl)}`} />;
  }
  return children;
}
