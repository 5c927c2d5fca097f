import { randomFillSync } from 'node:crypto';
import type { Random } from '@bingo/core';

const BATCH = 256;

/**
 * A Random for the reducer backed by the operating system's CSPRNG (protocol §7): each number uses 53
 * random bits, so it is uniform on [0, 1) at double precision; core's randomInt then scales it.
 * Bits are fetched in batches because shuffling a pool asks for many numbers at once.
 */
export function cryptoRandom(): Random {
  const words = new Uint32Array(BATCH * 2);
  let index = words.length;
  return () => {
    if (index >= words.length) {
      randomFillSync(words);
      index = 0;
    }
    const high = (words[index++] as number) >>> 5; // 27 bits
    const low = (words[index++] as number) >>> 6; // 26 bits
    return (high * 67_108_864 + low) / 9_007_199_254_740_992;
  };
}
