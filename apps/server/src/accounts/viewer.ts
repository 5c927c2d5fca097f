import type { Role } from '../auth/roles.ts';
import { imageUrl } from '../images/uploadRoutes.ts';
import type { Account, AddressInfo } from './accountRepo.ts';

/** The User of spec §3 as GET /api/users/me answers it (the token fields come with sign-in answers). */
export interface Viewer {
  databaseId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  emailVerified: boolean;
  addressInfo: AddressInfo;
  /** Payments are not built yet (issue P5); the field is there so clients can rely on its shape. */
  stripeCustomerId: string | null;
  userRole: Role;
  /** The URL of the profile image (/uploads/<key>.webp), null when there is none. */
  userProfileImg: string | null;
  tourComplete: boolean;
}

export function toViewer(account: Account): Viewer {
  return {
    databaseId: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    emailVerified: account.emailVerified,
    addressInfo: account.addressInfo,
    stripeCustomerId: null,
    userRole: account.role,
    userProfileImg: account.profileImageKey ? imageUrl(account.profileImageKey) : null,
    tourComplete: account.tourComplete,
  };
}
