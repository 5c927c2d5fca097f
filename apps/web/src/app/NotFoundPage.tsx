import { Link } from 'react-router';
import { buttonClass } from '../ui/Button.tsx';
import { SiteHeader } from '../ui/SiteHeader.tsx';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
        <p className="font-display text-7xl font-bold text-brand-200">404</p>
        <h1 className="mt-4 font-display text-3xl font-semibold text-slate-900">We can't find that page</h1>
        <p className="mt-3 text-slate-600">
          The link may be old or mistyped. You can start a new card or go back to the home page.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/generator/" className={buttonClass('primary', 'lg')}>
            Make a bingo card
          </Link>
          <Link to="/" className={buttonClass('secondary', 'lg')}>
            Go to the home page
          </Link>
        </div>
      </main>
    </>
  );
}
