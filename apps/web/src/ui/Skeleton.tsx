import { cn } from './cn.ts';

/** A grey placeholder with the shape of what is loading; screen readers get the region's aria-busy. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-slate-200/80', className)} />;
}
