import type { Item } from '@bingo/core';
import { ArrowLeft, ArrowRight, RefreshCw, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { FilePickButton } from './FilePickButton.tsx';

interface ImageItemTileProps {
  item: Item;
  index: number;
  count: number;
  onChange: (id: string, patch: Partial<Item>) => void;
  onMoveBy: (id: string, delta: number) => void;
  onRemove: (id: string, label: string) => void;
  onReplace: (id: string, file: File) => void;
  busy: boolean;
}

const tool =
  'grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-30';

/** One picture square: the image, its caption, and controls to move, replace or delete it. */
export const ImageItemTile = memo(function ImageItemTile({
  item,
  index,
  count,
  onChange,
  onMoveBy,
  onRemove,
  onReplace,
  busy,
}: ImageItemTileProps) {
  const number = index + 1;
  const label = item.caption.trim() || `picture ${number}`;
  return (
    <li data-testid="image-item" className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
      <div className="relative aspect-square bg-slate-100">
        {item.imageURi ? (
          <img
            src={item.imageURi}
            alt={item.caption || `Picture ${number}`}
            className="size-full object-cover"
            loading="lazy"
          />
        ) : (
          <div className="grid size-full place-items-center text-xs text-slate-400">No picture</div>
        )}
        <span className="absolute top-1.5 left-1.5 rounded-md bg-white/90 px-1.5 text-xs font-medium text-slate-700 tabular-nums">
          {number}
        </span>
      </div>
      <div className="p-1.5">
        <input
          value={item.caption}
          maxLength={200}
          onChange={(e) => onChange(item.id, { caption: e.target.value })}
          aria-label={`Caption for picture ${number}`}
          placeholder="Caption (optional)"
          className="h-8 w-full rounded-lg border-0 bg-slate-50 px-2 text-xs text-slate-800 focus:ring-2 focus:ring-brand-500 focus:outline-none"
        />
        <div className="mt-1 flex items-center justify-between">
          <div className="flex">
            <button
              type="button"
              className={tool}
              disabled={index === 0}
              onClick={() => onMoveBy(item.id, -1)}
              aria-label={`Move ${label} earlier`}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={tool}
              disabled={index === count - 1}
              onClick={() => onMoveBy(item.id, 1)}
              aria-label={`Move ${label} later`}
            >
              <ArrowRight aria-hidden="true" className="size-4" />
            </button>
          </div>
          <div className="flex">
            <FilePickButton
              variant="ghost"
              size="sm"
              disabled={busy}
              label={`Replace ${label}`}
              onFiles={([file]) => file && onReplace(item.id, file)}
            >
              <RefreshCw aria-hidden="true" />
            </FilePickButton>
            <button
              type="button"
              className={`${tool} hover:bg-red-50 hover:text-red-600`}
              onClick={() => onRemove(item.id, label)}
              aria-label={`Delete ${label}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      </div>
    </li>
  );
});
