import type { DealtCard } from '../deal/dealtCard.ts';
import type { Pattern } from '../patterns/types.ts';
import type { Verification } from './types.ts';

/** What a claim is checked against: the dealt card, the marks, what was called, and the pattern. */
export interface ClaimInput {
  card: DealtCard;
  markedKeys: readonly number[];
  /** Keys called so far; null in no-calls mode, where every key of the card counts as called. */
  calledKeys: ReadonlySet<number> | null;
  pattern: Pattern;
}

/** The keys that count: marks that were called (or are on the card in no-calls mode), plus -1 on cards with a free space. */
function effectiveMarks(
  input: ClaimInput,
  cardKeys: Set<number>,
): { effective: Set<number>; uncalled: number[] } {
  const hasFree = input.card.cells.some((cell) => cell.free);
  const effective = new Set<number>();
  const uncalled: number[] = [];
  for (const key of new Set(input.markedKeys)) {
    const counts =
      key === -1 ? hasFree : input.calledKeys === null ? cardKeys.has(key) : input.calledKeys.has(key);
    if (counts) effective.add(key);
    else uncalled.push(key);
  }
  return { effective, uncalled };
}

/** Square grids: a mask is complete when every one of its cells holds a key in the effective marks (rule G-32). */
function verifyMasks(card: DealtCard, effective: Set<number>, pattern: Pattern): number[] {
  let best: number[] | null = null;
  for (const mask of pattern.masks) {
    const missing = mask.filter((i) => {
      const key = card.cells[i]?.key;
      return key === null || key === undefined || !effective.has(key);
    });
    if (best === null || missing.length < best.length) best = missing;
    if (missing.length === 0) break;
  }
  return best ?? [];
}

/** 90-ball: at least N rows whose numbers are all effective marks; blanks are not part of a row (rule G-33). */
function verifyRows(card: DealtCard, effective: Set<number>, rowsRequired: number): number[] {
  const missingByRow = Array.from({ length: card.rows }, (_, r) =>
    card.cells
      .slice(r * card.columns, (r + 1) * card.columns)
      .flatMap((cell, c) => (cell.key !== null && !effective.has(cell.key) ? [r * card.columns + c] : [])),
  );
  // The N rows nearest completion say what is still missing; when they are complete, nothing is.
  return missingByRow
    .sort((a, b) => a.length - b.length)
    .slice(0, rowsRequired)
    .flat()
    .sort((a, b) => a - b);
}

/**
 * Verifies a claim against the card the server dealt (protocol §7, rules G-30..G-34): marks of uncalled
 * items never count, and the free space counts only on a card that has one.
 */
export function verifyClaim(input: ClaimInput): Verification {
  const cardKeys = new Set(input.card.cells.flatMap((cell) => (cell.key === null ? [] : [cell.key])));
  const { effective, uncalled } = effectiveMarks(input, cardKeys);
  const missingCells =
    input.pattern.rowsRequired !== undefined
      ? verifyRows(input.card, effective, input.pattern.rowsRequired)
      : verifyMasks(input.card, effective, input.pattern);
  return { valid: missingCells.length === 0, missingCells, uncalledMarks: uncalled.sort((a, b) => a - b) };
}
