import { MESSAGES } from '@bingo/core';
import { SearchX, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { ApiError } from '../../api/cards.ts';
import { Button, buttonClass } from '../../ui/Button.tsx';

/** What to show when a card does not load: "not found" and "try again" need different advice. */
export function CardLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const notFound = error instanceof ApiError && error.httpStatus === 404;
  const Icon = notFound ? SearchX : WifiOff;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
      <span className="grid size-16 place-items-center rounded-3xl bg-slate-100 text-slate-600">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 font-display text-2xl font-semibold text-slate-900">
        {notFound ? 'This card does not exist' : MESSAGES.failedToFetchCard}
      </h1>
      <p className="mt-2 text-slate-600">
        {notFound
          ? 'It may have been deleted, or the link is incomplete. Check the link, or make a card of your own.'
          : 'Check your internet connection and try again.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {notFound ? null : <Button onClick={onRetry}>Try again</Button>}
        <Link to="/generator/" className={buttonClass(notFound ? 'primary' : 'secondary')}>
          Make a new card
        </Link>
      </div>
    </div>
  );
}
