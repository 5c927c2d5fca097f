import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { AuthLayout, FormError } from './AuthLayout.tsx';
import { authApi } from './authApi.ts';
import { AuthFooterLink, EmailField } from './authFields.tsx';
import { useAuthParams } from './authParams.ts';
import { FollowLink } from './FollowLink.tsx';
import { useSubmit } from './useSubmit.ts';

/**
 * /magic-link-login/ and /email-register/: ask for a link by email. Opened from the email (with ?token)
 * it signs in, or creates the account for a new address.
 */
export function MagicLinkPage({ mode }: { mode: 'login' | 'register' }) {
  const { email: initialEmail, callbackUrl, token, link } = useAuthParams();
  const [email, setEmail] = useState(initialEmail);
  const navigate = useNavigate();
  const { busy, error, submit } = useSubmit(
    () => authApi.requestMagicLink(email, callbackUrl),
    () => navigate(`/check-your-email/?type=magic&email=${encodeURIComponent(email)}`),
  );
  if (token) return <FollowLink title="Signing you in" follow={() => authApi.verifyMagicLink(token)} />;
  const registering = mode === 'register';
  return (
    <AuthLayout
      title={registering ? 'Sign up with an email link' : 'Sign in with an email link'}
      description="We will email you a link that signs you in. No password needed."
      footer={
        <AuthFooterLink to={link(registering ? '/register/' : '/login-with-password/', email)}>
          {registering ? 'Choose a password instead' : 'Use a password instead'}
        </AuthFooterLink>
      }
    >
      <form className="space-y-4" onSubmit={submit}>
        <EmailField value={email} onValueChange={setEmail} />
        <FormError message={error} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Sending…' : 'Email me a link'}
        </Button>
      </form>
    </AuthLayout>
  );
}

export function MagicLinkLoginPage() {
  return <MagicLinkPage mode="login" />;
}

export function EmailRegisterPage() {
  return <MagicLinkPage mode="register" />;
}
