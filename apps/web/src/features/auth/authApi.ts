import type { SessionTokens } from '@bingo/core';
import { freshSession } from '../../api/authedRequest.ts';
import { type ApiResult, request } from '../../api/request.ts';
import { isAccountSession, readSession, saveSession } from '../../api/session.ts';

/** The viewer of spec §3 User, as GET /api/users/me answers it. */
export interface Viewer {
  databaseId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  emailVerified: boolean;
  addressInfo: AddressInfo;
  userRole: 'anon' | 'subscriber' | 'administrator';
  userProfileImg: string | null;
  tourComplete: boolean;
}

export interface AddressInfo {
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postcode?: string;
  country?: '' | 'CA' | 'US' | 'GB';
}

interface SignedIn extends SessionTokens {
  sessionExpire: number;
  viewer: Viewer;
}

/** Stores a signed-in session in place of the anonymous one (its card now belongs to the account). */
export function keepSignedIn(signedIn: SignedIn): void {
  const previous = readSession();
  saveSession({
    jwtAuthToken: signedIn.jwtAuthToken,
    jwtAuthExpiration: signedIn.jwtAuthExpiration,
    jwtRefreshToken: signedIn.jwtRefreshToken,
    userId: signedIn.userId,
    sessionExpire: signedIn.sessionExpire,
    cardId: previous?.cardId ?? '',
    account: {
      email: signedIn.viewer.email ?? '',
      role: signedIn.viewer.userRole === 'administrator' ? 'administrator' : 'subscriber',
      profileImg: signedIn.viewer.userProfileImg,
    },
  });
}

/** The anonymous visitor's access token, so the server moves their cards to the account. */
async function anonymousToken(): Promise<string | undefined> {
  const session = readSession();
  if (!session || isAccountSession(session)) return undefined;
  return (await freshSession(session)).jwtAuthToken;
}

async function signInWith(path: string, body: object): Promise<ApiResult<SignedIn>> {
  const result = await request<SignedIn>(path, { json: { ...body, anonymousToken: await anonymousToken() } });
  if (result.status && result.data) keepSignedIn(result.data);
  return result;
}

export const authApi = {
  register: (body: {
    email: string;
    password: string;
    firstName?: string;
    lastName?: string;
    callbackUrl?: string;
  }) => request<null>('/api/accounts/register', { json: body }),
  requestMagicLink: (email: string, callbackUrl?: string) =>
    request<null>('/api/accounts/magic-link', { json: { email, callbackUrl } }),
  forgotPassword: (email: string) => request<null>('/api/accounts/forgot-password', { json: { email } }),
  checkResetLink: (token: string) =>
    request<{ valid: boolean }>('/api/accounts/reset-password/check', { json: { token } }),
  login: (email: string, password: string) => signInWith('/api/accounts/login', { email, password }),
  verifyEmail: (token: string) => signInWith('/api/accounts/verify-email', { token }),
  verifyMagicLink: (token: string) => signInWith('/api/accounts/magic-link/verify', { token }),
  async resetPassword(token: string, password: string) {
    const result = await request<SignedIn>('/api/accounts/reset-password', { json: { token, password } });
    if (result.status && result.data) keepSignedIn(result.data);
    return result;
  },
  /** Ends this device's session on the server; the local session goes whatever the answer. */
  async logout(): Promise<void> {
    const session = readSession();
    if (session) await request<null>('/api/auth/logout', { json: { refreshToken: session.jwtRefreshToken } });
  },
};
