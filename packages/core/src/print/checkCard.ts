import type { CardPayload } from '../card/card.ts';
import type { DealtCard } from '../deal/dealtCard.ts';
import { verifyClaim } from '../game/verifyClaim.ts';
import { patternsFor } from '../patterns/library.ts';
import { printedCard } from './dealSet.ts';

/** A pattern the checked card has completed. */
export interface CompletedPattern {
  id: string;
  name: string;
  /** The completed cells of the first complete mask (or the complete rows on a 90-ball ticket). */
  cells: number[];
}

export interface CardCheck {
  serial: number;
  dealt: DealtCard;
  /** Keys of this card that have been called (the free space counts as called). */
  calledOnCard: number[];
  completed: CompletedPattern[];
}

/**
 * The card checker (rule R-10): re-deals the card of a printed set from its set code and serial and
 * tells which library patterns the calls so far complete. Reuses the live game's verifyClaim, marking
 * every called key of the card, so that paper games and live games agree on what a win is.
 */
export function checkPrintedCard(
  card: Pick<CardPayload, 'cardType' | 'cardGrid' | 'cardItems' | 'cardSettings'>,
  setCode: string,
  serial: number,
  calledKeys: readonly number[],
): CardCheck | null {
  const printed = printedCard(card, setCode, serial);
  if (!printed) return null;
  const called = new Set(calledKeys);
  const marks = printed.dealt.cells.flatMap((cell) =>
    cell.key !== null && (cell.free || called.has(cell.key)) ? [cell.key] : [],
  );
  const completed: CompletedPattern[] = [];
  for (const pattern of patternsFor(card.cardGrid)) {
    const result = verifyClaim({ card: printed.dealt, markedKeys: marks, calledKeys: called, pattern });
    if (!result.valid) continue;
    const cells =
      pattern.masks.find((mask) => mask.every((i) => marks.includes(printed.dealt.cells[i]?.key ?? NaN))) ??
      [];
    completed.push({ id: pattern.id, name: pattern.name, cells });
  }
  return { serial, dealt: printed.dealt, calledOnCard: marks, completed };
}
