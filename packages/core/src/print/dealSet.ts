import type { CardPayload } from '../card/card.ts';
import { dealCard } from '../deal/dealCard.ts';
import type { DealtCard } from '../deal/dealtCard.ts';
import { dealStrip } from '../deal/ninetyBall.ts';
import { seededRandom } from '../random.ts';
import { EXHAUSTED_DEAL_ATTEMPTS, MAX_DEAL_ATTEMPTS } from './capacity.ts';
import { cardSignature, lineSignatures } from './lines.ts';
import { printSeed } from './seed.ts';

type SetCard = Pick<CardPayload, 'cardType' | 'cardGrid' | 'cardItems' | 'cardSettings'>;

/** One card of a printed set. */
export interface PrintedCard {
  /** 1-based; printed as #0042 next to the set code. */
  serial: number;
  dealt: DealtCard;
  /** True when the pool was too small and this card repeats a line of an earlier card. */
  repeatsLine: boolean;
}

/** 90-ball tickets come in strips of six that together hold every number once (rule R-8). */
export const STRIP_SIZE = 6;

export function isStripCard(card: Pick<CardPayload, 'cardType' | 'cardGrid'>): boolean {
  return card.cardType === 'traditional' && card.cardGrid === 9;
}

/** The lines and cards a set has used so far, so that later cards avoid them. */
class SetMemory {
  /** Whether every card so far avoided earlier lines. */
  clean = true;
  private readonly lines = new Set<string>();
  private readonly cards = new Set<string>();

  /** How many lines of these cards are already taken; Infinity when a whole card repeats. */
  clashes(cards: DealtCard[]): number {
    let clashes = 0;
    const seen = new Set<string>();
    for (const card of cards) {
      const sig = cardSignature(card);
      if (this.cards.has(sig) || seen.has(sig)) return Number.POSITIVE_INFINITY;
      seen.add(sig);
      for (const line of lineSignatures(card)) if (this.lines.has(line)) clashes++;
    }
    return clashes;
  }

  remember(cards: DealtCard[]): void {
    for (const card of cards) {
      this.cards.add(cardSignature(card));
      for (const line of lineSignatures(card)) this.lines.add(line);
    }
  }
}

/**
 * Tries seeds attempt 0, 1, 2... for one deal and keeps the first with no repeated line; when every
 * try repeats something, the one with the fewest repeats (never a repeated whole card if avoidable).
 */
function dealFresh(
  memory: SetMemory,
  deal: (attempt: number) => DealtCard[],
): { cards: DealtCard[]; clean: boolean } {
  let best: { cards: DealtCard[]; clashes: number } | null = null;
  const attempts = memory.clean ? MAX_DEAL_ATTEMPTS : EXHAUSTED_DEAL_ATTEMPTS;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const cards = deal(attempt);
    const clashes = memory.clashes(cards);
    if (clashes === 0) {
      memory.remember(cards);
      return { cards, clean: true };
    }
    if (!best || clashes < best.clashes) best = { cards, clashes };
  }
  memory.remember(best!.cards);
  memory.clean = false;
  return { cards: best!.cards, clean: false };
}

/**
 * The cards of a set, one at a time, in serial order (rules R-4..R-8). Card `s` depends only on the
 * card's content, the set code and the cards before it, so reprinting a set, or re-dealing up to a
 * serial, gives the same cards. A generator, so that a 1,000-card print never holds every page at once.
 */
export function* dealPrintSet(card: SetCard, setCode: string, count: number): Generator<PrintedCard> {
  const memory = new SetMemory();
  if (isStripCard(card)) {
    for (let first = 1; first <= count; first += STRIP_SIZE) {
      const { cards, clean } = dealFresh(memory, (attempt) =>
        dealStrip(seededRandom(printSeed(setCode, first, attempt))),
      );
      for (let i = 0; i < cards.length && first + i <= count; i++) {
        yield { serial: first + i, dealt: cards[i]!, repeatsLine: !clean };
      }
    }
    return;
  }
  for (let serial = 1; serial <= count; serial++) {
    const { cards, clean } = dealFresh(memory, (attempt) => [
      dealCard(card, seededRandom(printSeed(setCode, serial, attempt))),
    ]);
    yield { serial, dealt: cards[0]!, repeatsLine: !clean };
  }
}

/** Re-creates one card of a set from its set code and serial (a checker or a reprint of one card). */
export function printedCard(card: SetCard, setCode: string, serial: number): PrintedCard | null {
  if (!Number.isInteger(serial) || serial < 1) return null;
  for (const printed of dealPrintSet(card, setCode, serial)) if (printed.serial === serial) return printed;
  return null;
}
