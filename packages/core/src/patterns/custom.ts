import type { CardGrid } from '../card/constants.ts';
import { CUSTOM_PATTERN_ID, type Pattern, type PatternError } from './types.ts';

/** Cells of a grid: 9 for 3x3 ... 27 for the 3x9 ticket. */
export function cellCount(grid: CardGrid): number {
  return grid === 9 ? 27 : grid * grid;
}

/** Reads a drawn pattern sent as a number list, a JSON list ("[0,4,8]") or a comma list ("0,4,8"). */
function readIndexes(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
}

/**
 * A caller-drawn pattern (the `customPattern` setting) as a fixed pattern (rule P-8): every index must be
 * an integer cell of the grid, duplicates collapse, and an empty drawing is refused. 90-ball tickets have
 * blanks in different places on every ticket, so a drawn shape is only accepted on square grids.
 */
export function parseCustomPattern(value: unknown, grid: CardGrid): Pattern | PatternError {
  if (grid === 9)
    return { error: 'INVALID_PATTERN', reason: 'custom patterns are for 3x3, 4x4 and 5x5 cards' };
  const raw = readIndexes(value);
  if (raw === null) return { error: 'INVALID_PATTERN', reason: 'expected a list of cell indexes' };
  const cells = cellCount(grid);
  const bad = raw.filter((i) => typeof i !== 'number' || !Number.isInteger(i) || i < 0 || i >= cells);
  if (bad.length > 0) return { error: 'INVALID_PATTERN', reason: `cell indexes must be 0..${cells - 1}` };
  const mask = [...new Set(raw as number[])].sort((a, b) => a - b);
  if (mask.length === 0) return { error: 'INVALID_PATTERN', reason: 'the pattern is empty' };
  return { id: CUSTOM_PATTERN_ID, name: 'Custom pattern', grid, kind: 'fixed', masks: [mask] };
}

/** Whether a parse result is a usable pattern. */
export function isPattern(result: Pattern | PatternError): result is Pattern {
  return !('error' in result);
}
