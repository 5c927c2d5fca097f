import type { ReactNode } from 'react';
import { Logo } from '../../ui/Logo.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

/** The frame of every sign-in screen: logo, one card in the middle, a short heading and text. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-paper to-paper">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
        <Logo />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 focus:outline-none sm:pt-12"
      >
        <div className="w-full max-w-md">
          <div className="rounded-3xl bg-white p-6 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200 sm:p-8">
            <h1 className="font-display text-2xl font-semibold text-slate-900">{title}</h1>
            {description ? <p className="mt-2 text-sm text-slate-600">{description}</p> : null}
            <div className="mt-6">{children}</div>
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}

/** A form error read out by screen readers as soon as it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
      {message}
    </p>
  );
}
