import { requiredItemCount, validItems } from '@bingo/core';
import { useEditor } from '../EditorContext.tsx';

/** "18 of 24 squares filled": how far the card is from a full grid (spec §5 required items). */
export function ItemCounter() {
  const { card } = useEditor();
  const required = requiredItemCount(card);
  const valid = validItems(card).length;
  const filled = Math.min(valid, required);
  const extra = valid - required;
  const done = valid >= required;
  return (
    <div className="bg-white px-4 py-4 sm:rounded-2xl sm:px-5 sm:shadow-sm sm:ring-1 sm:ring-slate-200">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold text-slate-800" data-testid="item-counter">
          {filled} of {required} squares filled
        </p>
        <p className="text-xs whitespace-nowrap text-slate-500">
          {done ? (extra > 0 ? `+${extra} extra` : 'All filled') : `${required - valid} more to go`}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Squares filled"
        aria-valuemin={0}
        aria-valuemax={required}
        aria-valuenow={filled}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 ${done ? 'bg-emerald-500' : 'bg-brand-500'}`}
          style={{ width: `${required ? (filled / required) * 100 : 100}%` }}
        />
      </div>
      {extra > 0 ? (
        <p className="mt-2 text-xs text-slate-500">
          Nice: with {valid} items, each printed card picks {required} at random, so cards differ more.
        </p>
      ) : null}
    </div>
  );
}
