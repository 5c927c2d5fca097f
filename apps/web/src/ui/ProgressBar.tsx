import { cn } from './cn.ts';

/** An accessible 0-100 % bar. `busy` pulses it and keeps a sliver visible while nothing is measured yet. */
export function ProgressBar({
  label,
  percent,
  busy = false,
}: {
  label: string;
  percent: number;
  busy?: boolean;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={cn('h-full rounded-full bg-brand-600 transition-[width]', busy && 'animate-pulse')}
        style={{ width: `${busy ? Math.max(percent, 8) : percent}%` }}
      />
    </div>
  );
}
