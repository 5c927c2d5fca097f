import type { Card } from '@bingo/core';
import { Copy, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { PLACEHOLDER_KEYS } from './placeholderKeys.ts';

const TYPE_LABEL: Record<string, string> = {
  text: 'Text',
  image: 'Image',
  combo: 'Combo',
  traditional: 'Traditional',
};

function gridLabel(grid: number): string {
  return grid === 9 ? '90-ball' : `${grid}×${grid}`;
}

/** One card in a list: title, kind and last change; opens the editor; optional duplicate and delete. */
export function CardTile({
  card,
  onDuplicate,
  onDelete,
}: {
  card: Card;
  onDuplicate?: () => void;
  onDelete?: () => void;
}) {
  const updated = new Date(card.updatedAt).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return (
    <li className="group flex flex-col rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200 transition hover:shadow-md">
      <Link
        to={`/card/edit/${card.cardId}/`}
        className="flex-1 rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <div
          aria-hidden="true"
          className="mb-3 grid aspect-[4/3] grid-cols-5 gap-1 rounded-xl bg-gradient-to-br from-brand-50 to-brand-100 p-3"
        >
          {PLACEHOLDER_KEYS.map((key) => (
            <span key={key} className="rounded-md bg-white/80" />
          ))}
        </div>
        <h3 className="truncate font-semibold text-slate-900">{card.cardTitle || 'Untitled card'}</h3>
        <p className="mt-0.5 text-xs text-slate-500">
          {TYPE_LABEL[card.cardType] ?? card.cardType} · {gridLabel(card.cardGrid)} · Edited {updated}
        </p>
      </Link>
      {onDuplicate || onDelete ? (
        <div className="mt-3 flex gap-2">
          {onDuplicate ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={onDuplicate}
              aria-label={`Duplicate ${card.cardTitle}`}
            >
              <Copy aria-hidden="true" /> Duplicate
            </Button>
          ) : null}
          {onDelete ? (
            <Button variant="danger" size="sm" onClick={onDelete} aria-label={`Delete ${card.cardTitle}`}>
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
