import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../ui/cn.ts';
import { SiteHeader } from '../../ui/SiteHeader.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { RequireAdmin } from './RequireAdmin.tsx';

const NAV = [
  { to: '/admin/', label: 'Overview', end: true },
  { to: '/admin/testemails/', label: 'Test emails' },
];

export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <RequireAdmin>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-8 focus:outline-none sm:px-6">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Admin</p>
        <h1 className="font-display text-2xl font-semibold text-slate-900 sm:text-3xl">{title}</h1>
        <nav aria-label="Admin" className="mt-4 mb-6 flex gap-1 border-b border-slate-200">
          {NAV.map(({ to, label, end }) => (
            <NavLink
              key={to}
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
                  isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600',
                )
              }
            >
              {label}
            </NavLink>
          ))}
        </nav>
        {children}
      </main>
    </RequireAdmin>
  );
}
