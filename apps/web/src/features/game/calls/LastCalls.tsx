import type { CalledItem } from '@bingo/core';
import { cn } from '../../../ui/cn.ts';
import { callText } from './callText.ts';

interface LastCallsProps {
  calls: readonly CalledItem[];
  /** How many earlier calls to show beside the current one (priorCalls). */
  prior: number;
  accent: string;
  dark?: boolean;
  size?: 'compact' | 'large';
}

function CallBall({
  item,
  accent,
  current,
  large,
}: {
  item: CalledItem;
  accent: string;
  current: boolean;
  large: boolean;
}) {
  const text = callText(item);
  if (item.type === 'image' && item.value) {
    return (
      <span className={cn('inline-flex shrink-0 flex-col items-center', current ? 'w-20' : 'w-12')}>
        <img
          src={item.value}
          alt={text}
          className={cn('rounded-xl bg-white object-contain', current ? 'size-16' : 'size-10')}
        />
      </span>
    );
  }
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full px-3 text-center font-bold',
        current
          ? cn('text-white shadow-md', large ? 'min-h-24 min-w-24 text-3xl' : 'min-h-16 min-w-16 text-xl')
          : 'min-h-10 min-w-10 bg-white text-sm text-slate-700 ring-1 ring-slate-200',
      )}
      style={current ? { backgroundColor: accent } : undefined}
    >
      <span className="line-clamp-2 max-w-40">{text}</span>
    </span>
  );
}

/**
 * The current call and the ones before it. The live region announces each new call to screen readers
 * ("Called B 12"), which is how a blind player follows the game.
 */
export function LastCalls({ calls, prior, accent, dark, size = 'compact' }: LastCallsProps) {
  const current = calls.at(-1);
  const earlier = calls.slice(Math.max(0, calls.length - 1 - prior), -1).reverse();
  return (
    <section aria-label="Calls" data-testid="last-calls" className="flex items-center gap-3">
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="call-announcer">
        {current ? `Called ${callText(current)}` : 'No calls yet'}
      </p>
      {current ? (
        <CallBall item={current} accent={accent} current large={size === 'large'} />
      ) : (
        <span className={cn('text-sm', dark ? 'text-slate-300' : 'text-slate-500')}>No calls yet</span>
      )}
      {earlier.length > 0 ? (
        <ol aria-label="Earlier calls" className="flex min-w-0 gap-1.5 overflow-x-auto py-1">
          {earlier.map((item) => (
            <li key={item.key}>
              <CallBall item={item} accent={accent} current={false} large={false} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
