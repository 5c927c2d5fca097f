import { UserRound } from 'lucide-react';
import { cn } from './cn.ts';

/** A round profile picture, or a neutral person icon when there is none. */
export function Avatar({ src, className }: { src: string | null | undefined; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 text-slate-400',
        className,
      )}
    >
      {src ? (
        // Decorative: the name or email next to it already says whose picture it is.
        <img src={src} alt="" className="size-full object-cover" />
      ) : (
        <UserRound aria-hidden="true" className="size-1/2" />
      )}
    </span>
  );
}
