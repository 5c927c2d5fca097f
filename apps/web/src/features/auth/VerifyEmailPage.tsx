import { authApi } from './authApi.ts';
import { useAuthParams } from './authParams.ts';
import { FollowLink } from './FollowLink.tsx';

/** /verify-email/?token=: the link of the registration email. */
export function VerifyEmailPage() {
  const { token } = useAuthParams();
  return <FollowLink title="Confirming your email" follow={() => authApi.verifyEmail(token)} />;
}
