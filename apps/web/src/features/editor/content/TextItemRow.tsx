import type { Item } from '@bingo/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { cn } from '../../../ui/cn.ts';
import { MAX_ITEM_LENGTH } from './itemListOps.ts';

interface TextItemRowProps {
  item: Item;
  index: number;
  count: number;
  onChange: (id: string, patch: Partial<Item>) => void;
  onMoveBy: (id: string, delta: number) => void;
  onRemove: (id: string, label: string) => void;
}

const iconButton =
  'grid size-8 shrink-0 place-items-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-slate-700 disabled:opacity-30 disabled:hover:bg-transparent';

/** One editable item: drag handle, the text, move up/down for keyboard and switch users, delete. */
export const TextItemRow = memo(function TextItemRow({
  item,
  index,
  count,
  onChange,
  onMoveBy,
  onRemove,
}: TextItemRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.id,
    });
  const number = index + 1;
  const label = item.value.trim() || `item ${number}`;
  return (
    <li
      ref={setNodeRef}
      data-testid="item-row"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'group flex items-center gap-1 rounded-xl bg-white py-1 pr-1 pl-0.5 ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-500',
        isDragging && 'relative z-10 shadow-lg ring-brand-300',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag to reorder ${label}`}
        className={cn(iconButton, 'cursor-grab touch-none active:cursor-grabbing')}
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <span aria-hidden="true" className="w-5 shrink-0 text-right text-xs text-slate-400 tabular-nums">
        {number}
      </span>
      <input
        value={item.value}
        maxLength={MAX_ITEM_LENGTH}
        onChange={(e) => onChange(item.id, { value: e.target.value })}
        aria-label={`Item ${number}`}
        className="h-9 min-w-0 flex-1 rounded-lg border-0 bg-transparent px-2 text-sm text-slate-900 focus:outline-none"
      />
      <div className="flex items-center">
        <button
          type="button"
          onClick={() => onMoveBy(item.id, -1)}
          disabled={index === 0}
          aria-label={`Move ${label} up`}
          className={iconButton}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={() => onMoveBy(item.id, 1)}
          disabled={index === count - 1}
          aria-label={`Move ${label} down`}
          className={iconButton}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={() => onRemove(item.id, label)}
          aria-label={`Delete ${label}`}
          className={cn(iconButton, 'hover:bg-red-50 hover:text-red-600')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
});
