import {
  Blocks,
  CreditCard,
  History,
  LayoutDashboard,
  Package,
  SquareLibrary,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../ui/cn.ts';
import { SiteHeader } from '../../ui/SiteHeader.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { RequireAccount } from '../auth/RequireAccount.tsx';

const NAV = [
  { to: '/dashboard/', label: 'Overview', icon: LayoutDashboard, end: true },
  { to: '/dashboard/my-cards/', label: 'My cards', icon: SquareLibrary },
  { to: '/dashboard/orders/', label: 'Orders', icon: Package },
  { to: '/dashboard/billing/', label: 'Billing', icon: CreditCard },
  { to: '/dashboard/account/', label: 'Account', icon: UserRound },
  { to: '/dashboard/changelog/', label: 'Changelog', icon: History },
  { to: '/dashboard/integrations/', label: 'Integrations', icon: Blocks },
];

/** Every /dashboard/ page: signed-in only, with the section menu (a scrolling strip on phones). */
export function DashboardLayout({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <RequireAccount>
      <SiteHeader />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row md:py-10">
        <nav
          aria-label="Dashboard"
          className="-mx-4 overflow-x-auto px-4 md:mx-0 md:w-52 md:shrink-0 md:px-0"
        >
          <ul className="flex gap-1 md:flex-col">
            {NAV.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap',
                      isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-900/5',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4" /> {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <h1 className="font-display text-2xl font-semibold text-slate-900 sm:text-3xl">{title}</h1>
            {actions}
          </div>
          {children}
        </main>
      </div>
    </RequireAccount>
  );
}

/** An honest "nothing here yet" panel for sections whose features have not shipped. */
export function EmptyState({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <div className="mx-auto mb-3 flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 [&_svg]:size-6">
        {icon}
      </div>
      <h2 className="font-display text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mx-auto mt-2 max-w-md text-sm text-slate-600">{children}</div>
    </div>
  );
}
