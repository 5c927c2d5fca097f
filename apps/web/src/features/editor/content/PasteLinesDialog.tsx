import type { Item } from '@bingo/core';
import { ClipboardList } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { countLines, linesToItems, MAX_ITEMS } from './itemListOps.ts';

/** Paste a list from anywhere (a document, a spreadsheet column): one item per line. */
export function PasteLinesDialog({ existing, onAdd }: { existing: number; onAdd: (items: Item[]) => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const id = useId();
  const lines = countLines(text);
  const room = MAX_ITEMS - existing;

  function add() {
    const items = linesToItems(text, existing);
    if (items.length === 0) return;
    onAdd(items);
    setText('');
    setOpen(false);
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="paste-lines-button">
        <ClipboardList aria-hidden="true" />
        Paste many lines
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Paste many lines"
        description="Put one item on each line. Empty lines are skipped."
        className="sm:w-[520px]"
        testId="paste-lines-dialog"
      >
        <label htmlFor={id} className="sr-only">
          Items, one per line
        </label>
        <textarea
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={10}
          placeholder={'Apple\nBanana\nCherry'}
          className="mt-4 block w-full resize-y rounded-xl border-0 p-3 text-sm text-slate-900 shadow-xs ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
        />
        <p className="mt-2 text-sm text-slate-500" aria-live="polite">
          {lines === 0
            ? 'Nothing to add yet.'
            : lines > room
              ? `${lines} lines found; only the first ${room} fit (a card holds ${MAX_ITEMS} items).`
              : `${lines} ${lines === 1 ? 'item' : 'items'} will be added to the end of your list.`}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={add} disabled={lines === 0 || room <= 0}>
            Add {lines > 0 ? Math.min(lines, Math.max(room, 0)) : ''} {lines === 1 ? 'item' : 'items'}
          </Button>
        </div>
      </Modal>
    </>
  );
}
