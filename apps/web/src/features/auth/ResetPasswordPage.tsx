import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { AuthLayout, FormError } from './AuthLayout.tsx';
import { authApi } from './authApi.ts';
import { NewPasswordField } from './authFields.tsx';
import { useAuthParams } from './authParams.ts';
import { useSubmit } from './useSubmit.ts';

/** /reset-password/?token=: checks the link first, so nobody types a new password into a dead one. */
export function ResetPasswordPage() {
  const { token } = useAuthParams();
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  const check = useQuery({
    queryKey: ['reset-link', token],
    queryFn: async () => (token ? ((await authApi.checkResetLink(token)).data?.valid ?? false) : false),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { busy, error, submit } = useSubmit(
    () => authApi.resetPassword(token, password),
    () => navigate('/dashboard/', { replace: true }),
  );
  if (check.isPending)
    return (
      <AuthLayout title="Reset your password">
        <Spinner label="Checking your link" />
      </AuthLayout>
    );
  if (!check.data)
    return (
      <AuthLayout title="This link does not work" description="Reset links work once, for 30 minutes.">
        <Link className={buttonClass('primary', 'lg', 'w-full')} to="/forgot-password/">
          Send a new link
        </Link>
      </AuthLayout>
    );
  return (
    <AuthLayout title="Choose a new password" description="You will be signed out on every other device.">
      <form className="space-y-4" onSubmit={submit}>
        <NewPasswordField label="New password" value={password} onValueChange={setPassword} />
        <FormError message={error} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Saving…' : 'Save password and sign in'}
        </Button>
      </form>
    </AuthLayout>
  );
}
