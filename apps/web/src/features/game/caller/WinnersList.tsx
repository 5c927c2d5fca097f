import type { Winner } from '@bingo/core';
import { Trophy } from 'lucide-react';

/** Accepted winners of this round (or of the round that just finished), with the call they won on. */
export function WinnersList({ winners }: { winners: readonly Winner[] }) {
  if (winners.length === 0) return null;
  return (
    <section
      aria-labelledby="winners-heading"
      data-testid="winners-list"
      className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <h2
        id="winners-heading"
        className="flex items-center gap-2 font-display text-lg font-semibold text-amber-900"
      >
        <Trophy aria-hidden="true" className="size-5" /> Winners
      </h2>
      <ol className="mt-2 flex flex-col gap-1 text-sm text-amber-950">
        {winners.map((w) => (
          <li key={w.userId}>
            <span className="font-semibold">{w.username || 'Player'}</span> — on call {w.wonAt}
          </li>
        ))}
      </ol>
    </section>
  );
}
