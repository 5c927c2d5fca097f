import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../../../ui/Button.tsx';
import { cn } from '../../../../ui/cn.ts';

interface CustomPatternDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  grid: 3 | 4 | 5;
  initial: readonly number[];
  onSave: (cells: number[]) => void;
}

/** A side drawer where the caller taps squares to draw a winning shape (spec: custom pattern). */
export function CustomPatternDrawer({ open, onOpenChange, grid, initial, onSave }: CustomPatternDrawerProps) {
  const [cells, setCells] = useState<Set<number>>(() => new Set(initial));
  function toggle(i: number) {
    const next = new Set(cells);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    setCells(next);
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setCells(new Set(initial));
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          data-testid="custom-pattern-drawer"
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col gap-4 overflow-y-auto bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="font-display text-2xl font-semibold text-slate-900">
            Draw a pattern
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            Tap the squares a card must have marked to win.
          </Dialog.Description>
          <fieldset
            aria-label="Pattern squares"
            className="m-0 grid min-w-0 gap-1.5 border-0 p-0"
            style={{ gridTemplateColumns: `repeat(${grid}, 1fr)` }}
          >
            {Array.from({ length: grid * grid }, (_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell's index is its identity.
                key={i}
                type="button"
                aria-pressed={cells.has(i)}
                aria-label={`Row ${Math.floor(i / grid) + 1}, column ${(i % grid) + 1}`}
                onClick={() => toggle(i)}
                className={cn(
                  'aspect-square min-h-11 rounded-lg border-2 text-lg font-bold',
                  cells.has(i)
                    ? 'border-brand-700 bg-brand-600 text-white'
                    : 'border-slate-200 bg-white text-transparent',
                )}
              >
                ✓
              </button>
            ))}
          </fieldset>
          <div className="mt-auto flex gap-2">
            <Button variant="secondary" className="flex-1" onClick={() => setCells(new Set())}>
              Clear
            </Button>
            <Button
              className="flex-1"
              disabled={cells.size === 0}
              onClick={() => {
                onSave([...cells].sort((a, b) => a - b));
                onOpenChange(false);
              }}
            >
              Use this pattern
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
