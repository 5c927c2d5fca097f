import { MailCheck } from 'lucide-react';
import { AuthLayout } from './AuthLayout.tsx';
import { AuthFooterLink } from './authFields.tsx';
import { useAuthParams } from './authParams.ts';

const TEXT: Record<string, string> = {
  register: 'We sent a link to confirm your address. Follow it to finish creating your account.',
  magic: 'We sent you a sign-in link. It works once, for 15 minutes.',
  reset: 'If an account uses this address, we sent it a link to choose a new password.',
};

/** /check-your-email/?type=register|magic|reset. Worded so it never says whether an account exists. */
export function CheckYourEmailPage() {
  const { params, email, link } = useAuthParams();
  const type = params.get('type') ?? 'magic';
  return (
    <AuthLayout
      title="Check your email"
      footer={<AuthFooterLink to={link('/login/', email)}>Back to sign in</AuthFooterLink>}
    >
      <div className="flex gap-4">
        <MailCheck aria-hidden="true" className="size-10 shrink-0 text-brand-600" />
        <div className="space-y-2 text-sm text-slate-700">
          {email ? (
            <p>
              Sent to <strong className="break-all">{email}</strong>.
            </p>
          ) : null}
          <p>{TEXT[type] ?? TEXT.magic}</p>
          <p className="text-slate-500">Nothing there after a minute? Look in your spam folder.</p>
        </div>
      </div>
    </AuthLayout>
  );
}
