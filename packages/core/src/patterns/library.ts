import type { CardGrid } from '../card/constants.ts';
import {
  block2,
  cellsWhere,
  columnCells,
  diagonalDown,
  diagonalUp,
  ring,
  rowCells,
  union,
} from './shapes.ts';
import type { Pattern } from './types.ts';

type SquareGrid = 3 | 4 | 5;

function fixed(grid: CardGrid, id: string, name: string, mask: number[]): Pattern {
  return { id, name, grid, kind: 'fixed', masks: [union(mask)] };
}

function anyOf(grid: CardGrid, id: string, name: string, masks: number[][]): Pattern {
  return { id, name, grid, kind: 'anyOf', masks: masks.map((m) => union(m)) };
}

/** The plus: the middle row and column; an even grid has no middle, so any of the four central pluses wins. */
function plusMasks(n: number): number[][] {
  const middles = n % 2 === 1 ? [(n - 1) / 2] : [n / 2 - 1, n / 2];
  return middles.flatMap((r) => middles.map((c) => union(rowCells(n, r), columnCells(n, c))));
}

/** The diamond: cells at Manhattan distance floor(n/2) from the centre (rule P-4). */
function diamond(n: number): number[] {
  const centre = (n - 1) / 2;
  const radius = Math.floor(n / 2);
  return cellsWhere(n, (r, c) => Math.abs(r - centre) + Math.abs(c - centre) === radius);
}

function squarePatterns(n: SquareGrid): Pattern[] {
  const rows = Array.from({ length: n }, (_, r) => rowCells(n, r));
  const columns = Array.from({ length: n }, (_, c) => columnCells(n, c));
  const last = n - 1;
  const corners = [0, last, last * n, last * n + last];
  const list: Pattern[] = [
    anyOf(n, 'any-line', 'Any line', [...rows, ...columns, diagonalDown(n), diagonalUp(n)]),
    ...rows.map((mask, r) => fixed(n, `row-${r + 1}`, `Row ${r + 1}`, mask)),
    ...columns.map((mask, c) => fixed(n, `column-${c + 1}`, `Column ${c + 1}`, mask)),
    anyOf(n, 'diagonal', 'Any diagonal', [diagonalDown(n), diagonalUp(n)]),
    fixed(n, 'diagonal-down', 'Diagonal (top left to bottom right)', diagonalDown(n)),
    fixed(n, 'diagonal-up', 'Diagonal (bottom left to top right)', diagonalUp(n)),
    fixed(n, 'four-corners', 'Four corners', corners),
    fixed(n, 'x', 'X', union(diagonalDown(n), diagonalUp(n))),
    anyOf(n, 'plus', 'Plus', plusMasks(n)),
    anyOf(n, 'postage-stamp', 'Postage stamp', [
      block2(n, 0, 0),
      block2(n, 0, n - 2),
      block2(n, n - 2, 0),
      block2(n, n - 2, n - 2),
    ]),
  ];
  // An inner ring needs a grid of 5 or more; on 3x3 it is one cell and on 4x4 a solid block (rule P-4).
  if (n >= 5) list.push(fixed(n, 'small-frame', 'Small frame', ring(n, 1)));
  list.push(
    fixed(n, 'large-frame', 'Large frame', ring(n, 0)),
    fixed(n, 'diamond', 'Diamond', diamond(n)),
    fixed(
      n,
      'blackout',
      'Blackout',
      cellsWhere(n, () => true),
    ),
  );
  return list;
}

const TICKET_ROWS = [0, 1, 2].map((r) => Array.from({ length: 9 }, (_, c) => r * 9 + c));

/** 90-ball games are won by complete ticket rows (rule P-6); the masks are what the preview shows. */
function ninetyBallPatterns(): Pattern[] {
  const [a, b, c] = TICKET_ROWS as [number[], number[], number[]];
  return [
    { ...anyOf(9, 'one-line', 'One line', [a, b, c]), rowsRequired: 1 },
    { ...anyOf(9, 'two-lines', 'Two lines', [union(a, b), union(a, c), union(b, c)]), rowsRequired: 2 },
    { ...fixed(9, 'full-house', 'Full house', union(a, b, c)), rowsRequired: 3 },
  ];
}

const LIBRARY: Record<CardGrid, Pattern[]> = {
  3: squarePatterns(3),
  4: squarePatterns(4),
  5: squarePatterns(5),
  9: ninetyBallPatterns(),
};

/** The standard patterns of a grid, in the order a picker lists them (rules P-3..P-6). */
export function patternsFor(grid: CardGrid): readonly Pattern[] {
  return LIBRARY[grid];
}

/** A library pattern by id, or null when the grid has no such pattern. */
export function findPattern(id: string, grid: CardGrid): Pattern | null {
  return LIBRARY[grid]?.find((p) => p.id === id) ?? null;
}

/** The pattern a game verifies when no pattern is switched on: any line, or one line on 90-ball (rule P-7). */
export function defaultPattern(grid: CardGrid): Pattern {
  return (grid === 9 ? findPattern('one-line', 9) : findPattern('any-line', grid)) as Pattern;
}
