import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AccountMenu } from '../features/auth/AccountMenu.tsx';
import { buttonClass } from './Button.tsx';
import { Logo } from './Logo.tsx';

/** The top bar of the marketing and sharing pages; `actions` replaces the default call to action. */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-paper/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo className="shrink-0 whitespace-nowrap" />
        <nav aria-label="Main" className="flex items-center gap-2">
          {actions ?? (
            <Link to="/generator/" className={buttonClass('primary', 'md')}>
              Make a card
            </Link>
          )}
          <AccountMenu />
        </nav>
      </div>
    </header>
  );
}
