import { z } from 'zod';
import {
  ACCENT_COLORS,
  GAME_MODES,
  type PlayingSettings,
  PlayingSettingsSchema,
} from '../card/playingSettings.ts';
import { isPattern, parseCustomPattern } from '../patterns/custom.ts';
import { resolvePattern } from '../patterns/resolve.ts';
import type { GameError } from './errors.ts';
import { gameError } from './errors.ts';
import type { GameState } from './types.ts';

/** Protocol §0 accepts booleans as true/false or 1/0, stored as booleans. */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

/** The keys UPDATE_GAME_SETTINGS may change, with the protocol's types and ranges (rule G-42). */
export const GameSettingsPatchSchema = z
  .strictObject({
    gameMode: z.enum(GAME_MODES),
    callsTime: z.number().int().min(5).max(600),
    priorCalls: z.number().int().min(0).max(20),
    audioCaller: flag,
    audibleChime: flag,
    autoWin: flag,
    autoVerify: flag,
    autoDaub: flag,
    hideCalls: flag,
    limitCalls: flag,
    patternOn: flag,
    callerVoice: z.string().max(100),
    chimeSound: z.string().max(100),
    chimeTime: z.number().int().min(0).max(30),
    selectedPattern: z.string().max(60),
    customPattern: z.union([z.string().max(1000), z.array(z.number()).max(81)]),
    patternForSize: z.union([z.literal(3), z.literal(4), z.literal(5), z.literal(9)]),
    limitCallsValue: z.number().int().min(1),
    markerStyle: PlayingSettingsSchema.shape.markerStyle.unwrap(),
    markerColor: z.string().max(20),
    backgroundTheme: z.string().max(40),
    accentColor: z.enum(ACCENT_COLORS),
  })
  .partial();
/** A checked UPDATE_GAME_SETTINGS patch (booleans already normalised). */
export type GameSettingsPatch = z.output<typeof GameSettingsPatchSchema>;

/** Settings that shape a round: locked while one runs, statuses 2-6 (protocol §0, rule G-40). */
export const LOCKED_SETTINGS = [
  'gameMode',
  'selectedPattern',
  'customPattern',
  'patternForSize',
  'patternOn',
  'autoWin',
  'autoVerify',
  'limitCalls',
  'limitCallsValue',
] as const;

function isEmptyDrawing(value: unknown): boolean {
  return (Array.isArray(value) && value.length === 0) || (typeof value === 'string' && value.trim() === '');
}

/** The customPattern value as stored: the cell list, or [] when cleared. */
function normaliseCustom(value: unknown, grid: PlayingSettings['patternForSize']): number[] | GameError {
  if (isEmptyDrawing(value)) return [];
  const parsed = parseCustomPattern(value, grid as 3 | 4 | 5 | 9);
  if (!isPattern(parsed))
    return gameError('INVALID_PATTERN', { field: 'customPattern', reason: parsed.reason });
  return parsed.masks[0] ?? [];
}

/**
 * The cross-field rules of settings (rules G-43..G-45), for a card grid and pool size. `touched` limits the
 * checks to what a patch changed, so that an old stored value never blocks an unrelated change.
 */
export function checkSettings(
  settings: PlayingSettings,
  grid: 3 | 4 | 5 | 9,
  poolSize: number,
  touched: ReadonlySet<string>,
): GameError | null {
  const patternTouched = ['patternOn', 'selectedPattern', 'customPattern', 'autoWin'].some((k) =>
    touched.has(k),
  );
  const selected = settings.selectedPattern;
  const resolved = selected === '' ? null : resolvePattern(selected, grid, settings.customPattern);
  if (patternTouched && resolved && !isPattern(resolved)) {
    return gameError('INVALID_PATTERN', { field: 'selectedPattern', reason: resolved.reason });
  }
  if (patternTouched && settings.autoWin && (!settings.patternOn || resolved === null)) {
    return gameError('PATTERN_REQUIRED', { field: settings.patternOn ? 'selectedPattern' : 'patternOn' });
  }
  const limitTouched = touched.has('limitCalls') || touched.has('limitCallsValue');
  if (limitTouched && settings.limitCalls && settings.limitCallsValue > poolSize) {
    return gameError('INVALID_PAYLOAD', { field: 'limitCallsValue', reason: `at most ${poolSize}` });
  }
  return null;
}

/** UPDATE_GAME_SETTINGS: the merged settings, or why the patch is refused (rules G-40..G-45). */
export function applySettingsPatch(state: GameState, patch: GameSettingsPatch): PlayingSettings | GameError {
  const current = state.gameSettings;
  const card = state.card;
  if (!current || !card) return gameError('ROOM_NOT_FOUND');
  const grid = card.cardGrid;
  if (patch.patternForSize !== undefined && patch.patternForSize !== grid) {
    return gameError('INVALID_PATTERN', { field: 'patternForSize', reason: `the card grid is ${grid}` });
  }
  const { customPattern, ...rest } = patch;
  const custom = customPattern === undefined ? current.customPattern : normaliseCustom(customPattern, grid);
  if (!Array.isArray(custom)) return custom;
  const merged: PlayingSettings = { ...current, ...rest, customPattern: custom };
  if (state.gameStatus >= 2) {
    const changed = LOCKED_SETTINGS.find((k) => JSON.stringify(merged[k]) !== JSON.stringify(current[k]));
    if (changed) return gameError('SETTINGS_LOCKED', { field: changed });
  }
  return checkSettings(merged, grid, state.callItems.length, new Set(Object.keys(patch))) ?? merged;
}
