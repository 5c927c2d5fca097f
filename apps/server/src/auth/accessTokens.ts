import { jwtVerify, SignJWT } from 'jose';
import { type AuthUser, isRole } from './roles.ts';

/** Short-lived on purpose: a stolen access token is only useful until the next refresh. */
export const ACCESS_TOKEN_MS = 15 * 60 * 1000;
const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface AccessTokens {
  sign(user: AuthUser, now: number): Promise<{ token: string; expiresAt: number }>;
  /** The user the token speaks for, or null when it is missing, expired, forged or malformed. */
  verify(token: string): Promise<AuthUser | null>;
}

export function createAccessTokens(secret: Uint8Array): AccessTokens {
  return {
    async sign(user, now) {
      const expiresAt = now + ACCESS_TOKEN_MS;
      const token = await new SignJWT({ role: user.role })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(user.userId)
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(secret);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
        if (typeof payload.sub !== 'string' || !UUID.test(payload.sub) || !isRole(payload.role)) return null;
        return { userId: payload.sub, role: payload.role };
      } catch {
        return null;
      }
    },
  };
}
