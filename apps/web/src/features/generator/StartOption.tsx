import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { Spinner } from '../../ui/Spinner.tsx';

interface StartOptionProps {
  icon: LucideIcon;
  title: string;
  description: string;
  onSelect: () => void;
  busy?: boolean;
  disabled?: boolean;
  tint: string;
}

/** One big, tappable choice in the intro modal. */
export function StartOption({
  icon: Icon,
  title,
  description,
  onSelect,
  busy,
  disabled,
  tint,
}: StartOptionProps) {
  return (
    <button
      type="button"
      onClick={onSelect}
      disabled={disabled}
      aria-busy={busy}
      className="group flex w-full items-center gap-4 rounded-2xl bg-white p-4 text-left sm:flex-1 sm:gap-5 sm:p-6 ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-brand-900/5 hover:ring-brand-300 disabled:opacity-60 disabled:hover:translate-y-0"
    >
      <span
        className={`grid size-14 shrink-0 place-items-center rounded-2xl sm:size-20 sm:rounded-3xl ${tint}`}
      >
        <Icon aria-hidden="true" className="size-7 sm:size-9" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-display text-lg font-semibold text-slate-900 sm:text-xl">{title}</span>
        <span className="mt-0.5 block text-sm text-slate-600">{description}</span>
      </span>
      {busy ? (
        <Spinner className="size-5 text-brand-600" label="Creating your card" />
      ) : (
        <ChevronRight
          aria-hidden="true"
          className="size-5 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600"
        />
      )}
    </button>
  );
}
