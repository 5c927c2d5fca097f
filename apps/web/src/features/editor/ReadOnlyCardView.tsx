import type { Card } from '@bingo/core';
import { Copy, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/Button.tsx';
import { SiteHeader } from '../../ui/SiteHeader.tsx';
import { CardPreview } from '../preview/CardPreview.tsx';

/** Someone else's card (or a visitor without its session): look, but change a copy instead. */
export function ReadOnlyCardView({ card }: { card: Card }) {
  const copyLink = `/generator/?cloneid=${card.cardId}`;
  return (
    <>
      <SiteHeader
        actions={
          <Link to={copyLink} className={buttonClass('primary')}>
            <Copy aria-hidden="true" />
            Make a copy
          </Link>
        }
      />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-5xl px-4 py-6 focus:outline-none sm:px-6 sm:py-10"
      >
        <div
          role="note"
          data-testid="read-only-notice"
          className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200 sm:flex-row sm:items-center"
        >
          <Lock aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
          <p className="flex-1 text-sm">
            <strong className="font-semibold">You're viewing “{card.cardTitle || 'this card'}”.</strong> It
            belongs to someone else, so you can't change it here. Make a copy to edit your own version.
          </p>
          <Link to={copyLink} className={buttonClass('primary', 'md', 'self-start sm:self-auto')}>
            <Copy aria-hidden="true" />
            Make a copy
          </Link>
        </div>
        <div className="mx-auto mt-8 w-full max-w-[min(32rem,calc((100dvh-14rem)*0.77))] rounded-3xl bg-white p-3 shadow-xl shadow-slate-900/10 ring-1 ring-slate-200 sm:p-4">
          <CardPreview card={card} idPrefix="readonly" className="rounded-2xl" />
        </div>
      </main>
    </>
  );
}
