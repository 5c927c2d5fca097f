import { ballCountForGrid, columnRanges, headerLetters } from '@bingo/core';
import { useEditor } from '../EditorContext.tsx';
import { PanelSection } from '../PanelSection.tsx';

/** Traditional cards need no items: explain which numbers go in which column. */
export function TraditionalInfo() {
  const { card } = useEditor();
  const ballCount = ballCountForGrid(card.cardGrid);
  const ranges = columnRanges(ballCount);
  const letters = ballCount === 75 ? headerLetters(card.cardSettings, 5) : [];
  return (
    <PanelSection
      title={`${ballCount} ball numbers`}
      description="Numbers are filled in for you. Every printed card gets its own random numbers from each column's range."
    >
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Number range of each column">
        {ranges.map((range, i) => (
          <li key={range.min} className="rounded-xl bg-brand-50 px-2 py-2 text-center">
            <span className="block text-xs font-semibold text-brand-700">
              {letters[i] || `Column ${i + 1}`}
            </span>
            <span className="block font-display text-base font-semibold text-slate-900 tabular-nums">
              {range.min}–{range.max}
            </span>
          </li>
        ))}
      </ul>
      {ballCount === 90 ? (
        <p className="text-sm text-slate-600">
          90 ball tickets have 3 rows of 9 columns, with 5 numbers in each row and blanks in between.
        </p>
      ) : null}
    </PanelSection>
  );
}
