import type { CardGrid } from '../card/constants.ts';
import { isPattern, parseCustomPattern } from './custom.ts';
import { defaultPattern, findPattern } from './library.ts';
import { CUSTOM_PATTERN_ID, type Pattern, type PatternError } from './types.ts';

/** The pattern fields of the playing settings. */
export interface PatternSettings {
  patternOn: boolean;
  selectedPattern: string;
  customPattern: unknown;
}

/** A library id or 'custom' (with the drawn cells) resolved for a grid; INVALID_PATTERN otherwise. */
export function resolvePattern(id: string, grid: CardGrid, customPattern?: unknown): Pattern | PatternError {
  if (id === CUSTOM_PATTERN_ID) return parseCustomPattern(customPattern, grid);
  return findPattern(id, grid) ?? { error: 'INVALID_PATTERN', reason: `no pattern '${id}' for grid ${grid}` };
}

/**
 * The pattern a claim is verified against (rule P-7): the selected one when patterns are on and it
 * resolves, otherwise the grid's default (any line / one line).
 */
export function activePattern(settings: PatternSettings, grid: CardGrid): Pattern {
  if (!settings.patternOn || settings.selectedPattern === '') return defaultPattern(grid);
  const resolved = resolvePattern(settings.selectedPattern, grid, settings.customPattern);
  return isPattern(resolved) ? resolved : defaultPattern(grid);
}

/** What the pattern preview modal draws: the grid's shape and each mask to highlight. */
export interface PatternPreview {
  id: string;
  name: string;
  grid: CardGrid;
  rows: number;
  columns: number;
  kind: Pattern['kind'];
  masks: number[][];
}

/** The preview of a pattern for a grid (rule P-9), or INVALID_PATTERN when the grid has no such pattern. */
export function patternPreview(
  patternId: string,
  grid: CardGrid,
  customPattern?: unknown,
): PatternPreview | PatternError {
  const pattern = resolvePattern(patternId, grid, customPattern);
  if (!isPattern(pattern)) return pattern;
  const shape = grid === 9 ? { rows: 3, columns: 9 } : { rows: grid, columns: grid };
  return { id: pattern.id, name: pattern.name, grid, ...shape, kind: pattern.kind, masks: pattern.masks };
}
