/** A source of uniform numbers in [0, 1). Domain code never uses the global generator; callers pass one in. */
export type Random = () => number;

/** A small, fast, deterministic generator (mulberry32): the same seed always gives the same sequence. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, max). */
export function randomInt(random: Random, max: number): number {
  return Math.min(max - 1, Math.floor(random() * max));
}

/** A shuffled copy (Fisher-Yates), leaving the input untouched. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** `count` distinct elements chosen uniformly, in random order. */
export function pickDistinct<T>(items: readonly T[], count: number, random: Random): T[] {
  return shuffled(items, random).slice(0, Math.max(0, Math.min(count, items.length)));
}
