import type { ReactNode } from 'react';

/** One titled panel of the account page. */
export function AccountSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-xs ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="font-display text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
