import { z } from 'zod';
import { DEFAULT_FREE_SPACE_TEXT, DEFAULT_HEADER_TEXT } from './constants.ts';

/** Card content settings (spec §3 cardSettings); the spelling `footerVisiblity` is the spec's. */
export const CardSettingsSchema = z.object({
  showTitle: z.boolean().default(true),
  titleType: z.enum(['text', 'image']).default('text'),
  traditionalRandomization: z.boolean().default(true),
  humanBingo: z.boolean().default(false),
  freeSpace: z.boolean().default(true),
  freeSpaceType: z.enum(['text', 'image']).default('text'),
  freeSpaceText: z.string().max(60).default(DEFAULT_FREE_SPACE_TEXT),
  headerVisibility: z.boolean().default(true),
  headerText: z.string().max(60).default(DEFAULT_HEADER_TEXT),
  footerVisiblity: z.boolean().default(false),
  footerText: z.string().max(200).default(''),
});
export type CardSettings = z.infer<typeof CardSettingsSchema>;

/** The header letters as a list; empty entries are kept so that columns stay aligned. */
export function headerLetters(settings: Pick<CardSettings, 'headerText'>, columns: number): string[] {
  const parts = settings.headerText.split(',').map((s) => s.trim());
  return Array.from({ length: columns }, (_, i) => parts[i] ?? '');
}
