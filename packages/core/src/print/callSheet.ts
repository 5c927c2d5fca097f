import type { CardPayload } from '../card/card.ts';
import { buildCallPool } from '../game/pool.ts';
import type { CalledItem } from '../game/types.ts';
import { seededRandom, shuffled } from '../random.ts';
import { printSeed } from './seed.ts';

/**
 * The calls of a caller page (rule R-11): the whole pool as a checklist in pool order (numbers
 * ascending); with limitCalls, a fixed random order of that many calls drawn from the set code, so the
 * host reads them in order and the game ends after the limit.
 */
export function callSheet(
  card: Pick<CardPayload, 'cardType' | 'cardGrid' | 'cardItems' | 'cardSettings'>,
  setCode: string,
  limit: number | null,
): CalledItem[] {
  const pool = buildCallPool(card);
  if (limit === null) return pool;
  return shuffled(pool, seededRandom(printSeed(setCode, 0, 0))).slice(0, Math.max(1, limit));
}
