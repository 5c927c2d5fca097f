import { Link } from 'react-router';
import { cn } from './cn.ts';

export const PRODUCT_NAME = 'Bingo Studio';

/** The brand mark: a tiny 3x3 card with a sunny free space. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="9" fill="#4f46e5" />
      <g fill="#fff">
        <circle cx="9" cy="9" r="3" />
        <circle cx="16" cy="9" r="3" fillOpacity=".55" />
        <circle cx="23" cy="9" r="3" />
        <circle cx="9" cy="16" r="3" fillOpacity=".55" />
        <circle cx="16" cy="16" r="3.8" fill="#fbbf24" />
        <circle cx="23" cy="16" r="3" fillOpacity=".55" />
        <circle cx="9" cy="23" r="3" />
        <circle cx="16" cy="23" r="3" fillOpacity=".55" />
        <circle cx="23" cy="23" r="3" />
      </g>
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-lg font-display text-xl font-bold text-slate-900',
        className,
      )}
    >
      <LogoMark />
      <span>
        Bingo<span className="text-brand-600"> Studio</span>
      </span>
    </Link>
  );
}
