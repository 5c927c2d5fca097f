import { Spinner } from '../../../ui/Spinner.tsx';

/**
 * Spec §4: a full-screen blocking layer while the game cannot be reached, so that nobody marks or
 * calls into the void. It is announced as a status, and it keeps pointer events from the page.
 */
export function ConnectionOverlay({ online }: { online: boolean }) {
  return (
    <div
      role="status"
      aria-live="assertive"
      data-testid="connection-overlay"
      className="fixed inset-0 z-[60] grid place-items-center bg-slate-900/55 p-6 backdrop-blur-sm"
    >
      <div className="flex max-w-sm flex-col items-center gap-3 rounded-3xl bg-white p-8 text-center shadow-2xl">
        <Spinner className="size-8 text-brand-600" />
        <p className="font-display text-xl font-semibold text-slate-900">
          {online ? 'Reconnecting to the game…' : 'You are offline'}
        </p>
        <p className="text-sm text-slate-600">
          {online
            ? 'Hold on, we are getting you back in. Nothing is lost.'
            : 'We will reconnect as soon as your device is back online.'}
        </p>
      </div>
    </div>
  );
}
