import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.ts';
import { printSeed } from './seed.ts';
import { formatSerial, newSetCode, normalizeSetCode, parseSerial, SET_CODE_LENGTH } from './setCode.ts';

describe('set codes and serials', () => {
  it('R-2: a new set code has six unambiguous characters and reads back as itself', () => {
    const code = newSetCode(seededRandom(7));
    expect(code).toHaveLength(SET_CODE_LENGTH);
    expect(code).not.toMatch(/[0O1IL5S2Z8B]/);
    expect(normalizeSetCode(code.toLowerCase().replace(/^(...)/, '$1-'))).toBe(code);
  });

  it('R-2: a code with a misreadable character or the wrong length is refused', () => {
    expect(normalizeSetCode('ACDEF0')).toBeNull();
    expect(normalizeSetCode('ACDEF')).toBeNull();
  });

  it('R-3: serials print with four digits and parse from what a host types', () => {
    expect(formatSerial(42)).toBe('#0042');
    expect(formatSerial(12345)).toBe('#12345');
    expect(parseSerial('#0042')).toBe(42);
    expect(parseSerial(' 42 ')).toBe(42);
    expect(parseSerial('0')).toBeNull();
    expect(parseSerial('4a')).toBeNull();
  });

  it('R-4: the seed depends on set code, serial and attempt, and on nothing else', () => {
    expect(printSeed('ACDEFG', 1)).toBe(printSeed('ACDEFG', 1));
    const seeds = new Set([
      printSeed('ACDEFG', 1),
      printSeed('ACDEFG', 2),
      printSeed('ACDEFH', 1),
      printSeed('ACDEFG', 1, 1),
    ]);
    expect(seeds.size).toBe(4);
  });
});
