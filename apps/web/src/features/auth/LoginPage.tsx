import { KeyRound, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { AuthFooterLink, EmailField } from './authFields.tsx';
import { useAuthParams } from './authParams.ts';

/** /login/: one address, then a choice of an emailed link (no password to remember) or a password. */
export function LoginPage() {
  const { email: initialEmail, link } = useAuthParams();
  const [email, setEmail] = useState(initialEmail);
  const navigate = useNavigate();
  return (
    <AuthLayout
      title="Sign in"
      description="Welcome back. Your cards, games and orders are waiting."
      footer={
        <>
          New here? <AuthFooterLink to={link('/register/', email)}>Create an account</AuthFooterLink>
        </>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(link('/magic-link-login/', email));
        }}
      >
        <EmailField value={email} onValueChange={setEmail} />
        <Button type="submit" size="lg" className="w-full">
          <Mail aria-hidden="true" /> Email me a sign-in link
        </Button>
      </form>
      <div className="my-5 flex items-center gap-3 text-xs text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Link className={buttonClass('secondary', 'lg', 'w-full')} to={link('/login-with-password/', email)}>
        <KeyRound aria-hidden="true" /> Sign in with password
      </Link>
    </AuthLayout>
  );
}
