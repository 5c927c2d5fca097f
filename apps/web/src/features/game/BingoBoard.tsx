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

/**
 * Numbers and short words can be big; long phrases shrink and wrap. Sizes follow the board's own width
 * (container queries), so the same card reads well on a phone, on a desktop and in the caller's small
 * review view.
 */
function textSize(columns: number, text: string): string {
  if (columns >= 9) return 'text-sm font-bold @xs:text-lg @md:text-2xl';
  const numeric = /^\d{1,2}$/.test(text);
  if (numeric) return columns >= 5 ? 'text-2xl font-bold @md:text-3xl' : 'text-3xl font-bold @md:text-4xl';
  if (text.length > 24)
    return columns >= 5 ? 'text-[0.62rem] leading-tight @md:text-xs' : 'text-xs leading-tight @md:text-sm';
  return columns >= 5 ? 'text-[0.72rem] leading-tight @md:text-sm' : 'text-sm leading-tight @md:text-base';
}

function describe(cell: DealtCell, text: string, missing: boolean, uncalled: boolean): string {
  const parts = [cell.free ? 'Free space' : text || 'Empty square'];
  if (missing) parts.push('needed for the pattern');
  if (uncalled) parts.push('not called');
  return parts.join(', ');
}

/**
 * A bingo card as a grid of real buttons (props only; no game knowledge). Each square says whether it
 * is marked through aria-pressed, and shows a mark as a shape plus a hatch and a thicker border so it
 * never depends on colour alone.
 *
 * The buttons touch each other: the visible square is drawn inside its button, and the gap between
 * two squares is the buttons' padding. So every pixel of the board is a touch target and a square's
 * target is as big as the board allows (a 9-column ticket on a 390 px phone: 42 px wide, 64 px tall).
 */
export function BingoBoard(props: BingoBoardProps) {
  const { card, marked, headers, freeSpaceText, markerStyle, markerColor, accent, onCellPress } = props;
  const readOnly = !onCellPress;
  const ticket = card.columns >= 9;
  // Half the gap between two squares, on each side of each square; the grid bleeds by the same amount
  // so that the outer squares line up with the board's edges.
  const half = ticket ? 'p-px @md:p-0.5' : 'p-0.5 @md:p-[3px]';
  const bleedX = ticket ? '-mx-px @md:-mx-0.5' : '-mx-0.5 @md:-mx-[3px]';
  const bleed = ticket ? '-m-px @md:-m-0.5' : '-m-0.5 @md:-m-[3px]';
  const columns = { gridTemplateColumns: `repeat(${card.columns}, minmax(0, 1fr))` };
  return (
    <div data-testid={props.testId ?? 'bingo-board'} className="@container w-full">
      {headers && headers.length === card.columns ? (
        <div aria-hidden="true" className={cn('mb-1 grid', bleedX)} style={columns}>
          {headers.map((h) => (
            <span
              key={h}
              className="text-center font-display text-2xl font-bold @md:text-3xl"
              style={{ color: accent }}
            >
              {h}
            </span>
          ))}
        </div>
      ) : null}
      <fieldset aria-label={props.label} className={cn('grid min-w-0 border-0 p-0', bleed)} style={columns}>
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
                'group flex min-h-11 min-w-0 rounded-xl select-none focus-visible:outline-3 focus-visible:-outline-offset-1',
                half,
                ticket ? 'aspect-[2/3] @md:aspect-[3/4]' : 'aspect-square',
                readOnly ? 'cursor-default' : 'cursor-pointer',
              )}
            >
              <span
                data-square=""
                className={cn(
                  'relative flex size-full min-w-0 items-center justify-center overflow-hidden rounded-lg p-1 text-center break-words',
                  'border-2 transition',
                  !readOnly && 'group-active:scale-[0.97]',
                  blank ? 'border-transparent bg-slate-200/60' : 'bg-white text-slate-900',
                  isMarked ? 'border-current' : 'border-slate-200',
                  missing && 'ring-4 ring-amber-400 ring-inset',
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
              </span>
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
