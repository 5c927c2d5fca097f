import type { CalledItem } from '@bingo/core';
import { Check } from 'lucide-react';
import { cn } from '../../../ui/cn.ts';
import { callText } from '../calls/callText.ts';

/**
 * Every item of the pool with the called ones highlighted (a check mark and a fill, not colour alone),
 * in a stable order (by key) so the caller can find any item at a glance.
 */
export function CallBoard({
  items,
  called,
  accent,
}: {
  items: readonly CalledItem[];
  called: ReadonlySet<number>;
  accent: string;
}) {
  const sorted = [...items].sort((a, b) => a.key - b.key);
  const numeric = sorted.every((i) => i.type === 'number');
  return (
    <section aria-labelledby="board-heading" data-testid="call-board">
      <h2 id="board-heading" className="mb-2 font-display text-lg font-semibold text-slate-900">
        Board{' '}
        <span className="text-sm font-normal text-slate-500">
          {called.size} of {items.length} called
        </span>
      </h2>
      <ul
        className={cn(
          'grid gap-1.5',
          numeric
            ? 'grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))]'
            : 'grid-cols-[repeat(auto-fill,minmax(7rem,1fr))]',
        )}
      >
        {sorted.map((item) => {
          const on = called.has(item.key);
          const text = numeric ? item.value : callText(item);
          return (
            <li
              key={item.key}
              data-called={on}
              className={cn(
                'relative flex min-h-11 items-center justify-center rounded-lg px-1.5 py-1 text-center text-sm',
                on ? 'font-bold text-white' : 'bg-white text-slate-500 ring-1 ring-slate-200',
              )}
              style={on ? { backgroundColor: accent } : undefined}
            >
              <span className="line-clamp-2 break-words">{text}</span>
              {on ? <Check aria-hidden="true" className="absolute top-0.5 right-0.5 size-3" /> : null}
              <span className="sr-only">{on ? ', called' : ', not called'}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
