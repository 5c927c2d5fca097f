import { clearSession } from '../../api/session.ts';
import { authApi } from './authApi.ts';

/** Signs this device out: the server forgets the session, then the stored one goes. */
export async function signOut(): Promise<void> {
  try {
    await authApi.logout();
  } finally {
    clearSession();
  }
}
