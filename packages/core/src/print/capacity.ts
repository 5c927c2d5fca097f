import type { CardPayload } from '../card/card.ts';
import { gridShape } from '../card/card.ts';
import { ballCountForGrid, columnRanges } from '../card/traditional.ts';
import { validItems } from '../card/validation.ts';
import { freeSpaceIndex } from '../deal/dealCard.ts';

/** How many times the dealer tries a card before accepting one that repeats a line (rule R-6). */
export const MAX_DEAL_ATTEMPTS = 1000;
/** Once a set has had to repeat a line the pool is exhausted: later cards try less hard (rule R-6). */
export const EXHAUSTED_DEAL_ATTEMPTS = 40;
/** The chance of any repeated line in a whole set that still counts as "guaranteed" (rule R-7). */
const ACCEPTED_FAILURE = 1e-6;

type CapacityCard = Pick<CardPayload, 'cardType' | 'cardGrid' | 'cardItems' | 'cardSettings'>;

/** A kind of line that can only ever equal a line of the same kind: how many exist, how many a card uses. */
interface LineClass {
  possible: number;
  perCard: number;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** The lines of a square grid as cell lists: rows, columns, both diagonals. */
function squareLines(n: number): { cells: number[]; kind: 'row' | 'column' | 'diagonal'; index: number }[] {
  const out: { cells: number[]; kind: 'row' | 'column' | 'diagonal'; index: number }[] = [];
  for (let i = 0; i < n; i++) {
    out.push({ cells: Array.from({ length: n }, (_, c) => i * n + c), kind: 'row', index: i });
    out.push({ cells: Array.from({ length: n }, (_, r) => r * n + i), kind: 'column', index: i });
  }
  out.push({ cells: Array.from({ length: n }, (_, i) => i * n + i), kind: 'diagonal', index: 0 });
  out.push({ cells: Array.from({ length: n }, (_, i) => i * n + n - 1 - i), kind: 'diagonal', index: 1 });
  return out;
}

function addClass(classes: Map<string, LineClass>, key: string, possible: number): void {
  const found = classes.get(key);
  if (found) found.perCard++;
  else classes.set(key, { possible, perCard: 1 });
}

/** Item cards: a line is an L-subset of the pool; lines of the same length compete. */
function itemClasses(card: CapacityCard): LineClass[] {
  const n = card.cardGrid;
  const free = freeSpaceIndex(card);
  const pool = validItems(card).length;
  const classes = new Map<string, LineClass>();
  for (const line of squareLines(n)) {
    const length = line.cells.filter((i) => i !== free).length;
    addClass(classes, `len${length}`, choose(pool, length));
  }
  return [...classes.values()];
}

/**
 * Traditional square cards: a column is a subset of its own range; rows and diagonals take one number
 * from each column, so they only compete with each other.
 */
function traditionalClasses(card: CapacityCard): LineClass[] {
  const n = card.cardGrid;
  const free = freeSpaceIndex(card);
  const spans = columnRanges(ballCountForGrid(card.cardGrid)).map((r) => r.max - r.min + 1);
  const classes = new Map<string, LineClass>();
  for (const line of squareLines(n)) {
    const hasFree = line.cells.includes(free);
    if (line.kind === 'column') {
      addClass(classes, `col${line.index}`, choose(spans[line.index]!, n - (hasFree ? 1 : 0)));
    } else {
      const columns = line.cells.filter((i) => i !== free).map((i) => i % n);
      const possible = columns.reduce((p, c) => p * spans[c]!, 1);
      addClass(classes, `across${hasFree ? 'free' : ''}`, possible);
    }
  }
  return [...classes.values()];
}

/** What the print screen says about a set: whether no two cards will share a complete line. */
export interface LineUniqueness {
  guaranteed: boolean;
  /** The largest set size for which it is guaranteed (0 when even two cards cannot be). */
  maxCards: number;
}

function failureChance(classes: LineClass[], count: number): number {
  let success = 1;
  for (const cls of classes) {
    const used = (count - 1) * cls.perCard;
    if (used + cls.perCard > cls.possible) return 1;
    success *= (1 - used / cls.possible) ** cls.perCard;
  }
  return count * (1 - success) ** MAX_DEAL_ATTEMPTS;
}

/**
 * Whether the pool is large enough to guarantee that no two of `count` cards share a complete row,
 * column or diagonal (rule R-7): even the last card must find line sets no earlier card used within
 * MAX_DEAL_ATTEMPTS random tries, with a failure chance for the whole set below one in a million.
 */
export function lineUniqueness(card: CapacityCard, count: number): LineUniqueness {
  const { rows, columns } = gridShape(card.cardGrid);
  // 90-ball rows pick 5 of 9 columns and a number in each: millions of rows, never a constraint.
  if (rows !== columns) return { guaranteed: true, maxCards: Number.POSITIVE_INFINITY };
  const classes = card.cardType === 'traditional' ? traditionalClasses(card) : itemClasses(card);
  const ok = (n: number) => failureChance(classes, n) < ACCEPTED_FAILURE;
  if (!ok(2)) return { guaranteed: count <= 1, maxCards: 1 };
  let low = 2;
  let high = 2;
  while (ok(high) && high < 1_000_000) high *= 2;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (ok(mid)) low = mid;
    else high = mid;
  }
  return { guaranteed: count <= low, maxCards: low };
}
