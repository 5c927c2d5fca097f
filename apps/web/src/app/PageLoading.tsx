import { LogoMark } from '../ui/Logo.tsx';

/** Shown while the first screen's code arrives (lazy routes), instead of a blank page. */
export function PageLoading() {
  return (
    <div role="status" className="grid min-h-dvh place-items-center">
      <div className="flex flex-col items-center gap-3 text-sm text-slate-500">
        <LogoMark className="size-10 animate-pulse" />
        Loading…
      </div>
    </div>
  );
}
