import { MESSAGES } from '@bingo/core';
import { Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../ui/Button.tsx';
import { SiteHeader } from '../../ui/SiteHeader.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cloneExistingCard } from './createCardFlow.ts';

/** Copies the card named by ?cloneid and opens the copy in the editor (no onboarding for clones). */
export function CloneScreen({ sourceCardId }: { sourceCardId: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // One copy per visit, even when React runs effects twice in development.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === sourceCardId) return;
    started.current = sourceCardId;
    cloneExistingCard(sourceCardId)
      .then((cardId) => {
        if (cardId) navigate(`/card/edit/${cardId}/`, { replace: true });
        else setError(MESSAGES.cardCreateDefault);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : MESSAGES.cardCreateDefault));
  }, [sourceCardId, navigate]);

  return (
    <>
      <SiteHeader actions={<span />} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center"
      >
        <span className="grid size-16 place-items-center rounded-3xl bg-brand-50 text-brand-700">
          <Copy aria-hidden="true" className="size-8" />
        </span>
        {error ? (
          <div role="alert" className="mt-6">
            <h1 className="font-display text-2xl font-semibold text-slate-900">We couldn't copy this card</h1>
            <p className="mt-2 text-slate-600">{error} Check your connection, then try again.</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <button
                type="button"
                className={buttonClass('primary')}
                onClick={() => window.location.reload()}
              >
                Try again
              </button>
              <Link to="/generator/" className={buttonClass('secondary')}>
                Start a new card instead
              </Link>
            </div>
          </div>
        ) : (
          <div role="status" className="mt-6">
            <h1 className="font-display text-2xl font-semibold text-slate-900">Making your copy…</h1>
            <p className="mt-2 flex items-center justify-center gap-2 text-slate-600">
              <Spinner className="size-4" /> This only takes a moment.
            </p>
          </div>
        )}
      </main>
    </>
  );
}
