import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { SkipLink } from '../ui/SkipLink.tsx';

/** Wraps every page: skip link, scroll restoration and a thin bar while a lazy screen loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <SkipLink />
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-[70] h-1 animate-pulse bg-brand-500"
        />
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
