import type { ReactNode } from 'react';

/** The label row of a field: the name on the left, an optional current value or hint on the right. */
export function FieldLabel({
  htmlFor,
  id,
  children,
  aside,
}: {
  htmlFor?: string;
  id?: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="mb-1.5 flex items-baseline justify-between gap-2">
      {htmlFor ? (
        <label htmlFor={htmlFor} id={id} className="text-sm font-medium text-slate-700">
          {children}
        </label>
      ) : (
        <span id={id} className="text-sm font-medium text-slate-700">
          {children}
        </span>
      )}
      {aside ? <span className="text-xs text-slate-500 tabular-nums">{aside}</span> : null}
    </div>
  );
}
