import { cn } from '../../../ui/cn.ts';

type BingoButtonState = 'idle' | 'ready' | 'inReview' | 'won';

const LABELS: Record<BingoButtonState, string> = {
  idle: 'Bingo',
  ready: 'Bingo',
  inReview: 'Checking your card…',
  won: 'You won!',
};

/** The player's action button (spec §2: Bingo). Big and thumb-reachable. */
export function BingoButton({
  state,
  accent,
  onPress,
}: {
  state: BingoButtonState;
  accent: string;
  onPress: () => void;
}) {
  const enabled = state === 'ready';
  return (
    <button
      type="button"
      data-testid="bingo-button"
      disabled={!enabled}
      onClick={onPress}
      className={cn(
        'h-14 w-full rounded-2xl font-display text-2xl font-bold tracking-wide text-white shadow-lg transition-transform',
        'focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 active:scale-[0.98]',
      )}
      style={{ backgroundColor: accent }}
    >
      {LABELS[state]}
    </button>
  );
}
