import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { AuthLayout, FormError } from './AuthLayout.tsx';
import { authApi } from './authApi.ts';
import { AuthFooterLink, EmailField, NewPasswordField } from './authFields.tsx';
import { useAuthParams } from './authParams.ts';
import { useSubmit } from './useSubmit.ts';

/** /register/: name, email and password; the account exists once the emailed link is followed. */
export function RegisterPage() {
  const { email: initialEmail, callbackUrl, link } = useAuthParams();
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  const { busy, error, submit } = useSubmit(
    () => authApi.register({ email, password, firstName, callbackUrl }),
    () => navigate(`/check-your-email/?type=register&email=${encodeURIComponent(email)}`),
  );
  return (
    <AuthLayout
      title="Create your account"
      description="Save your cards, host games and pick up where you left off on any device."
      footer={
        <>
          Prefer no password?{' '}
          <AuthFooterLink to={link('/email-register/', email)}>Sign up with an email link</AuthFooterLink>
          <br />
          Already have an account? <AuthFooterLink to={link('/login/', email)}>Sign in</AuthFooterLink>
        </>
      }
    >
      <form className="space-y-4" onSubmit={submit}>
        <TextField
          label="First name"
          autoComplete="given-name"
          value={firstName}
          onValueChange={setFirstName}
        />
        <EmailField value={email} onValueChange={setEmail} />
        <NewPasswordField label="Password" value={password} onValueChange={setPassword} />
        <FormError message={error} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Creating…' : 'Create account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
