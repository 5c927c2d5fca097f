import type { Card } from '@bingo/core';
import { BALL_COUNT_BY_GRID, gridShape } from '@bingo/core';
import { Copy, Link2, Pencil, Printer, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { copyLink } from './copyLink.ts';

function describeCard(card: Card): string {
  const { rows, columns } = gridShape(card.cardGrid);
  if (card.cardType === 'traditional') return `${BALL_COUNT_BY_GRID[card.cardGrid]} ball number bingo`;
  const kind = { text: 'Word', image: 'Picture', combo: 'Word and picture', traditional: 'Number' }[
    card.cardType
  ];
  return `${kind} bingo · ${columns} × ${rows} grid`;
}

export function ShareActions({ card }: { card: Card }) {
  const shareUrl = `${window.location.origin}/share/${card.cardId}/`;
  return (
    <section aria-labelledby="share-title" className="md:sticky md:top-24">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{describeCard(card)}</p>
      <h1
        id="share-title"
        className="mt-2 font-display text-3xl font-semibold break-words text-slate-900 sm:text-4xl"
      >
        {card.cardTitle || 'Untitled card'}
      </h1>
      <p className="mt-3 text-slate-600">
        Like this card? Make your own copy to change the words and style, print a unique set, or play it live.
      </p>
      <div className="mt-6 grid gap-3">
        {card.isEditable ? (
          <Link to={`/card/edit/${card.cardId}/`} className={buttonClass('primary', 'lg')}>
            <Pencil aria-hidden="true" />
            Edit this card
          </Link>
        ) : null}
        <Link
          to={`/generator/?cloneid=${card.cardId}`}
          className={buttonClass(card.isEditable ? 'secondary' : 'primary', 'lg')}
        >
          <Copy aria-hidden="true" />
          Make your own copy
        </Link>
        <div className="grid grid-cols-2 gap-3">
          <Link to={`/play/${card.cardId}/?tab=print`} className={buttonClass('secondary', 'lg')}>
            <Printer aria-hidden="true" />
            Print
          </Link>
          <Link to={`/play/${card.cardId}/?tab=play`} className={buttonClass('secondary', 'lg')}>
            <Radio aria-hidden="true" />
            Play live
          </Link>
        </div>
      </div>
      <div className="mt-8 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <label htmlFor="share-link" className="text-sm font-medium text-slate-700">
          Share this card
        </label>
        <div className="mt-2 flex gap-2">
          <div className="flex min-w-0 flex-1 items-center gap-2 rounded-xl bg-slate-50 px-3 ring-1 ring-slate-200">
            <Link2 aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <input
              id="share-link"
              readOnly
              value={shareUrl}
              onFocus={(e) => e.currentTarget.select()}
              className="h-10 w-full min-w-0 truncate border-0 bg-transparent text-sm text-slate-700 focus:outline-none"
            />
          </div>
          <Button variant="secondary" onClick={() => copyLink(shareUrl)}>
            Copy link
          </Button>
        </div>
      </div>
    </section>
  );
}
