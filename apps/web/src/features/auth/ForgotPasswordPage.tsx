import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { AuthLayout, FormError } from './AuthLayout.tsx';
import { authApi } from './authApi.ts';
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
      footer={
        <Link className="font-semibold text-brand-700 hover:underline" to={link('/login/', email)}>
          Back to sign in
        </Link>
      }
    >
      <form className="space-y-4" onSubmit={submit}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
        />
        <FormError message={error} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
    </AuthLayout>
  );
}
