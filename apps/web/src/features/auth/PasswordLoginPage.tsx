import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { AuthLayout, FormError } from './AuthLayout.tsx';
import { authApi } from './authApi.ts';
import { AuthFooterLink, EmailField } from './authFields.tsx';
import { useAuthParams } from './authParams.ts';
import { useSubmit } from './useSubmit.ts';

/** /login-with-password/ */
export function PasswordLoginPage() {
  const { email: initialEmail, callbackUrl, link } = useAuthParams();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  const { busy, error, submit } = useSubmit(
    () => authApi.login(email, password),
    () => navigate(callbackUrl, { replace: true }),
  );
  return (
    <AuthLayout
      title="Sign in with password"
      footer={<AuthFooterLink to={link('/login/', email)}>Use an email link instead</AuthFooterLink>}
    >
      <form className="space-y-4" onSubmit={submit}>
        <EmailField value={email} onValueChange={setEmail} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
        />
        <FormError message={error} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
        <p className="text-center text-sm">
          <Link className="text-brand-700 hover:underline" to={link('/forgot-password/', email)}>
            Forgot your password?
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
