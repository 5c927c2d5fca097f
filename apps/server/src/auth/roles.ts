export const ROLES = ['anon', 'subscriber', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

/** Who is making a request, as the access token says. */
export interface AuthUser {
  userId: string;
  role: Role;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
