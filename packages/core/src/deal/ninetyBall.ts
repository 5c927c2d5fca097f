import { columnRanges, numberItem } from '../card/traditional.ts';
import type { Random } from '../random.ts';
import { randomInt, shuffled } from '../random.ts';
import type { DealtCard, DealtCell } from './dealtCard.ts';
import { EMPTY_CELL } from './dealtCard.ts';

const ROWS = 3;
const COLUMNS = 9;
const PER_ROW = 5;
const PER_TICKET = ROWS * PER_ROW;
const MAX_PER_COLUMN = 3;

/** How many numbers of each column one ticket holds: each 1..3, 15 in all (rule T-5). */
function randomColumnCounts(random: Random): number[] {
  const counts = Array<number>(COLUMNS).fill(1);
  for (let extra = PER_TICKET - COLUMNS; extra > 0; extra--) {
    const open = counts.flatMap((c, i) => (c < MAX_PER_COLUMN ? [i] : []));
    const col = open[randomInt(random, open.length)]!;
    counts[col] = counts[col]! + 1;
  }
  return counts;
}

/**
 * Which rows of each column are filled so that every row holds exactly five numbers.
 * Filling the fullest columns first into the emptiest rows always succeeds when each column has 1..3.
 */
function placeInRows(counts: number[], random: Random): boolean[][] {
  const filled = Array.from({ length: ROWS }, () => Array<boolean>(COLUMNS).fill(false));
  const room = Array<number>(ROWS).fill(PER_ROW);
  const order = shuffled(
    counts.map((_, i) => i),
    random,
  ).sort((a, b) => counts[b]! - counts[a]!);
  for (const col of order) {
    const rows = shuffled([0, 1, 2], random)
      .sort((a, b) => room[b]! - room[a]!)
      .slice(0, counts[col]!);
    for (const r of rows) {
      filled[r]![col] = true;
      room[r] = room[r]! - 1;
    }
  }
  return filled;
}

/** Lays one ticket's numbers (per column) into rows, ascending down each column. */
function layOutTicket(numbersByColumn: number[][], random: Random): DealtCard {
  const counts = numbersByColumn.map((n) => n.length);
  const filled = placeInRows(counts, random);
  const cells: DealtCell[] = Array.from({ length: ROWS * COLUMNS }, () => EMPTY_CELL);
  for (let col = 0; col < COLUMNS; col++) {
    const sorted = [...numbersByColumn[col]!].sort((a, b) => a - b);
    let next = 0;
    for (let row = 0; row < ROWS; row++) {
      if (!filled[row]![col]) continue;
      const n = sorted[next++]!;
      cells[row * COLUMNS + col] = { key: n, item: numberItem(n), free: false };
    }
  }
  return { rows: ROWS, columns: COLUMNS, cells };
}

/** A single 90-ball ticket: 3x9, five numbers a row, 1 to 3 a column, ascending (rules T-4, T-5). */
export function dealNinetyBallTicket(random: Random): DealtCard {
  const counts = randomColumnCounts(random);
  const numbers = columnRanges(90).map((range, col) => {
    const all = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
    return shuffled(all, random).slice(0, counts[col]!);
  });
  return layOutTicket(numbers, random);
}

/** How many of each column's numbers go to each of six tickets, every ticket 15, every cell 1..3. */
function stripColumnCounts(random: Random): number[][] {
  const columnSizes = columnRanges(90).map((r) => r.max - r.min + 1);
  for (;;) {
    const counts = Array.from({ length: 6 }, () => Array<number>(COLUMNS).fill(1));
    const extras = shuffled(
      columnSizes.flatMap((size, col) => Array<number>(size - 6).fill(col)),
      random,
    );
    // Columns with the most extras are the hardest to place, so place them first.
    extras.sort((a, b) => columnSizes[b]! - columnSizes[a]!);
    let ok = true;
    for (const col of extras) {
      const candidates = counts
        .map((t, i) => ({ i, total: t.reduce((s, c) => s + c, 0), inCol: t[col]! }))
        .filter((t) => t.total < PER_TICKET && t.inCol < MAX_PER_COLUMN);
      if (candidates.length === 0) {
        ok = false;
        break;
      }
      const least = Math.min(...candidates.map((t) => t.total));
      const best = candidates.filter((t) => t.total === least);
      const pick = best[randomInt(random, best.length)]!;
      counts[pick.i]![col] = counts[pick.i]![col]! + 1;
    }
    if (ok) return counts;
  }
}

/** Six 90-ball tickets that together hold 1..90 exactly once (rule T-6). */
export function dealStrip(random: Random): DealtCard[] {
  const counts = stripColumnCounts(random);
  const shuffledColumns = columnRanges(90).map((range) =>
    shuffled(
      Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i),
      random,
    ),
  );
  return counts.map((ticketCounts) => {
    const numbers = ticketCounts.map((count, col) => shuffledColumns[col]!.splice(0, count));
    return layOutTicket(numbers, random);
  });
}
