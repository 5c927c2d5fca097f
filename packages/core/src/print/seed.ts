/**
 * The seed of one card of a set (rule R-4): a 32-bit hash of set code, serial and attempt, so that the
 * same set code and serial always deal the same card. FNV-1a, then a murmur finaliser to spread
 * neighbouring serials across the whole seed space.
 */
export function printSeed(setCode: string, serial: number, attempt = 0): number {
  const text = `${setCode}:${serial}:${attempt}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
