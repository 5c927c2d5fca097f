import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/Button.tsx';
import { SiteHeader } from '../../ui/SiteHeader.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { RequireAccount } from '../auth/RequireAccount.tsx';
import { useSession } from '../auth/useSession.ts';

/**
 * The admin area's gate. It only decides what to show: the server refuses admin calls with 403 on its own.
 * A signed-in subscriber gets a plain "no access" page instead of a redirect loop.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireAccount>
      <AdminOnly>{children}</AdminOnly>
    </RequireAccount>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session?.account?.role === 'administrator') return children;
  return <NoAccessPage />;
}

function NoAccessPage() {
  useDocumentTitle('No access');
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="mx-auto max-w-md px-4 py-16 text-center focus:outline-none">
        <ShieldX aria-hidden="true" className="mx-auto size-12 text-red-500" />
        <h1 className="mt-4 font-display text-2xl font-semibold text-slate-900">
          You do not have access to this page
        </h1>
        <p className="mt-2 text-sm text-slate-600">The admin area is for administrators only.</p>
        <Link to="/dashboard/" className={buttonClass('primary', 'md', 'mt-6')}>
          Go to your dashboard
        </Link>
      </main>
    </>
  );
}
