import type { ReactNode } from 'react';
import { cn } from '../../ui/cn.ts';

/** A white group of related controls with a heading, used by every editor panel. */
export function PanelSection({
  title,
  description,
  children,
  className,
  aside,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  aside?: ReactNode;
}) {
  return (
    <section
      className={cn(
        'border-b border-slate-200 bg-white px-4 py-5 sm:rounded-2xl sm:border-0 sm:shadow-sm sm:ring-1 sm:ring-slate-200 sm:px-5',
        className,
      )}
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <div>
          <h2 className="font-display text-lg font-semibold text-slate-900">{title}</h2>
          {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
        </div>
        {aside}
      </div>
      <div className="space-y-4">{children}</div>
    </section>
  );
}
