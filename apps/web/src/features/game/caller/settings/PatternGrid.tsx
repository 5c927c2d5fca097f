import { cn } from '../../../../ui/cn.ts';

/** A small drawing of one pattern mask: filled cells are part of the pattern. */
export function PatternGrid({
  rows,
  columns,
  cells,
  size = 'md',
}: {
  rows: number;
  columns: number;
  cells: readonly number[];
  size?: 'sm' | 'md';
}) {
  const on = new Set(cells);
  return (
    <div
      aria-hidden="true"
      data-testid="pattern-grid"
      className={cn('grid gap-0.5 rounded-lg bg-slate-100 p-1', size === 'sm' ? 'w-20' : 'w-40')}
      style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}
    >
      {Array.from({ length: rows * columns }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a cell's index is its identity.
          key={i}
          data-on={on.has(i) || undefined}
          className={cn('aspect-square rounded-sm', on.has(i) ? 'bg-brand-600' : 'bg-white')}
        />
      ))}
    </div>
  );
}
