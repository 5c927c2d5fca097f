import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ApiResult } from '../../api/request.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { AuthLayout, FormError } from './AuthLayout.tsx';
import { useAuthParams } from './authParams.ts';

/** A page opened from an emailed link: uses the link once, then goes on to callbackUrl. */
export function FollowLink({ title, follow }: { title: string; follow: () => Promise<ApiResult<unknown>> }) {
  const { callbackUrl } = useAuthParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // Links are single-use: React's development double effect must not spend it twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void follow().then((result) => {
      if (result.status) navigate(callbackUrl, { replace: true });
      else setError(result.message ?? 'This link does not work.');
    });
  }, [follow, callbackUrl, navigate]);
  return (
    <AuthLayout title={error ? 'This link does not work' : title}>
      {error ? (
        <div className="space-y-4">
          <FormError message={error} />
          <Link className={buttonClass('primary', 'lg', 'w-full')} to="/login/">
            Back to sign in
          </Link>
        </div>
      ) : (
        <Spinner label="Checking your link" />
      )}
    </AuthLayout>
  );
}
