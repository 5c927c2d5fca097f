import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { AuthLayout, FormError } from './AuthLayout.tsx';
import { authApi } from './authApi.ts';
import { AuthFooterLink, EmailField } from './authFields.tsx';
import { useAuthParams } from './authParams.ts';
import { useSubmit } from './useSubmit.ts';

/** /forgot-password/ */
export function ForgotPasswordPage() {
  const { email: initialEmail, link } = useAuthParams();
  const [email, setEmail] = useState(initialEmail);
  const navigate = useNavigate();
  const { busy, error, submit } = useSubmit(
    () => authApi.forgotPassword(email),
    () => navigate(`/check-your-email/?type=reset&email=${encodeURIComponent(email)}`),
  );
  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter your email and we will send you a link to choose a new one."
      footer={<AuthFooterLink to={link('/login/', email)}>Back to sign in</AuthFooterLink>}
    >
      <form className="space-y-4" onSubmit={submit}>
        <EmailField value={email} onValueChange={setEmail} />
        <FormError message={error} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
    </AuthLayout>
  );
}
