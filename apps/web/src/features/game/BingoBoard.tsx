import type { DealtCard, DealtCell } from '@bingo/core';
import { cn } from '../../ui/cn.ts';
import { Marker } from './board/Marker.tsx';

export interface BingoBoardProps {
  card: DealtCard;
  /** Keys marked on this card (-1 is the free space). */
  marked: ReadonlySet<number>;
  /** Column letters above a 5x5 traditional card. */
  headers?: readonly string[];
  freeSpaceText: string;
  markerStyle: string;
  markerColor: string;
  /** The room's or the player's accent (hex). */
  accent: string;
  /** Without it the board is read-only (the caller viewing a player's card). */
  onCellPress?: (cell: DealtCell, index: number) => void;
  /** Review: pattern cells that are not marked. */
  missingCells?: ReadonlySet<number>;
  /** Review: marked keys that were never called. */
  uncalledKeys?: ReadonlySet<number>;
  label: string;
  testId?: string;
}

function cellText(cell: DealtCell, freeSpaceText: string): string {
  if (cell.free) return freeSpaceText || 'Free';
  if (!cell.item) return '';
  if (cell.item.type === 'image') return cell.item.caption || 'Picture';
  return cell.item.value;
}

/** Numbers and short words can be big; long phrases shrink and wrap. */
function textSize(columns: number, text: string): string {
  if (columns >= 9) return 'text-sm font-bold';
  const numeric = /^\d{1,2}$/.test(text);
  if (numeric) return columns >= 5 ? 'text-2xl font-bold' : 'text-3xl font-bold';
  if (text.length > 24) return columns >= 5 ? 'text-[0.62rem] leading-tight' : 'text-xs leading-tight';
  return columns >= 5 ? 'text-[0.72rem] leading-tight sm:text-sm' : 'text-sm leading-tight sm:text-base';
}

function describe(cell: DealtCell, text: string, missing: boolean, uncalled: boolean): string {
  const parts = [cell.free ? 'Free space' : text || 'Empty square'];
  if (missing) parts.push('needed for the pattern');
  if (uncalled) parts.push('not called');
  return parts.join(', ');
}

/**
 * A bingo card as a grid of real buttons (props only; no game knowledge). Each square is at least
 * 44 px on a phone, says whether it is marked through aria-pressed, and shows a mark as a shape plus
 * a hatch so it never depends on colour alone.
 */
export function BingoBoard(props: BingoBoardProps) {
  const { card, marked, headers, freeSpaceText, markerStyle, markerColor, accent, onCellPress } = props;
  const readOnly = !onCellPress;
  return (
    <div data-testid={props.testId ?? 'bingo-board'} className="w-full">
      {headers && headers.length === card.columns ? (
        <div
          aria-hidden="true"
          className="mb-1 grid gap-1"
          style={{ gridTemplateColumns: `repeat(${card.columns}, 1fr)` }}
        >
          {headers.map((h) => (
            <span key={h} className="text-center font-display text-2xl font-bold" style={{ color: accent }}>
              {h}
            </span>
          ))}
        </div>
      ) : null}
      <fieldset
        aria-label={props.label}
        className="m-0 grid min-w-0 gap-1 border-0 p-0 sm:gap-1.5"
        style={{ gridTemplateColumns: `repeat(${card.columns}, minmax(0, 1fr))` }}
      >
        {card.cells.map((cell, index) => {
          const text = cellText(cell, freeSpaceText);
          const isMarked = cell.key !== null && marked.has(cell.key);
          const missing = props.missingCells?.has(index) ?? false;
          const uncalled = cell.key !== null && isMarked && (props.uncalledKeys?.has(cell.key) ?? false);
          const blank = cell.key === null;
          const image = cell.item?.type === 'image' ? cell.item.imageURi : '';
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: squares are positions; the index is their identity.
              key={index}
              type="button"
              data-cell={index}
              data-key={cell.key ?? ''}
              aria-pressed={blank ? undefined : isMarked}
              aria-label={describe(cell, text, missing, uncalled)}
              aria-disabled={readOnly || undefined}
              onClick={() => onCellPress?.(cell, index)}
              className={cn(
                'relative flex min-h-11 min-w-0 items-center justify-center overflow-hidden rounded-lg p-1 text-center break-words',
                'border-2 transition-colors select-none focus-visible:outline-3 focus-visible:outline-offset-1',
                card.columns >= 9 ? 'aspect-[3/4]' : 'aspect-square',
                blank ? 'border-transparent bg-slate-200/60' : 'bg-white text-slate-900',
                isMarked ? 'border-current' : 'border-slate-200',
                missing && 'ring-4 ring-amber-400 ring-inset',
                readOnly ? 'cursor-default' : 'cursor-pointer active:scale-[0.97]',
              )}
              style={
                isMarked
                  ? {
                      color: markerColor,
                      backgroundImage: `repeating-linear-gradient(135deg, ${markerColor}22 0 6px, transparent 6px 12px)`,
                    }
                  : cell.free
                    ? { backgroundColor: `${accent}18` }
                    : undefined
              }
            >
              {image ? (
                <img
                  src={image}
                  alt=""
                  className="absolute inset-1 size-[calc(100%-0.5rem)] object-contain"
                />
              ) : (
                <span
                  className={cn(
                    'relative z-[1] text-slate-900',
                    textSize(card.columns, text),
                    cell.free && 'font-semibold',
                  )}
                >
                  {blank ? '' : text}
                </span>
              )}
              {isMarked ? <Marker style={markerStyle} color={markerColor} /> : null}
              {uncalled ? (
                <span className="absolute top-0.5 right-0.5 z-[2] rounded bg-red-600 px-1 text-[0.6rem] font-bold text-white">
                  not called
                </span>
              ) : null}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
