import { cn } from '../../ui/cn.ts';
import type { ConnectionState } from './connectionPolicy.ts';

/** A small "Live / Connecting / Offline" chip: text plus a dot, so it does not rely on colour. */
export function ConnectionBadge({ connection, dark }: { connection: ConnectionState; dark?: boolean }) {
  const live = connection.socket === 1;
  const label = !connection.online ? 'Offline' : live ? 'Live' : 'Connecting';
  return (
    <span
      data-testid="connection-badge"
      data-state={live ? 'open' : 'closed'}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
        dark ? 'bg-white/15 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', live ? 'bg-emerald-500' : 'animate-pulse bg-amber-500')}
      />
      {label}
    </span>
  );
}
