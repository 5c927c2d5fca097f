import { AlertTriangle, CloudCheck, CloudUpload, Lock } from 'lucide-react';
import { cn } from '../../ui/cn.ts';
import type { SaveStatus } from './useAutosave.ts';

const LOOK: Record<SaveStatus, { text: string; className: string; icon: typeof CloudCheck }> = {
  saved: {
    text: 'All changes saved',
    className: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    icon: CloudCheck,
  },
  saving: { text: 'Saving…', className: 'bg-slate-100 text-slate-700 ring-slate-200', icon: CloudUpload },
  retrying: {
    text: "Couldn't save — retrying",
    className: 'bg-amber-50 text-amber-900 ring-amber-200',
    icon: AlertTriangle,
  },
  invalid: {
    text: 'Not saved — check the card',
    className: 'bg-red-50 text-red-800 ring-red-200',
    icon: AlertTriangle,
  },
  forbidden: { text: "Can't save this card", className: 'bg-red-50 text-red-800 ring-red-200', icon: Lock },
};

/** The autosave state, announced politely to screen readers as it changes. */
export function SaveStatusChip({ status, problem }: { status: SaveStatus; problem: string }) {
  const look = LOOK[status];
  const Icon = look.icon;
  return (
    <output
      aria-live="polite"
      data-testid="save-status"
      data-status={status}
      title={problem || undefined}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        look.className,
      )}
    >
      <Icon aria-hidden="true" className={cn('size-4', status === 'saving' && 'animate-pulse')} />
      <span className={cn(status === 'saved' && 'max-sm:sr-only')}>{look.text}</span>
    </output>
  );
}
