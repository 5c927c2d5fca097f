import { isBlankCard } from '@bingo/core';
import { Lightbulb, X } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useEditor } from '../EditorContext.tsx';

/**
 * Shown on a brand new blank card (?onboard=true) until it has its first item or is dismissed;
 * dismissing removes the flag from the URL.
 */
export function OnboardingHint() {
  const [params, setParams] = useSearchParams();
  const { card } = useEditor();
  if (params.get('onboard') !== 'true' || !isBlankCard(card)) return null;
  const dismiss = () =>
    setParams(
      (p) => {
        p.delete('onboard');
        return p;
      },
      { replace: true },
    );
  return (
    <aside
      aria-labelledby="onboard-title"
      data-testid="onboarding-hint"
      className="relative flex gap-3 bg-brand-600 px-4 py-4 pr-12 text-white sm:rounded-2xl sm:px-5"
    >
      <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sun-300" />
      <div>
        <h2 id="onboard-title" className="font-semibold">
          Your card is ready — let's fill it in
        </h2>
        <p className="mt-1 text-sm text-brand-100">
          Type a word below and press Enter to add it. Already have a list? Use{' '}
          <strong>Paste many lines</strong> to add one item per line in one go. Everything saves
          automatically.
        </p>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss tip"
        className="absolute top-3 right-3 grid size-8 place-items-center rounded-full text-brand-100 hover:bg-white/15 hover:text-white focus-visible:outline-white"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
