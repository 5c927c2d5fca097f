import { z } from 'zod';
import { DEFAULT_MAX_FONT_SIZE } from './constants.ts';
import { DEFAULT_FONT, FONT_FAMILY_NAMES } from './fonts.ts';
import { ImageRefSchema } from './item.ts';

const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1f2937.')
  .describe('colour');
const opacity = z.number().min(0).max(1);
const fontFamily = z.enum(FONT_FAMILY_NAMES);
const fontWeight = z.union([z.literal(400), z.literal(700)]);
const bgSize = z.enum(['cover', 'contain', 'auto']);
const bgPosition = z.enum(['center', 'top', 'bottom', 'left', 'right']);
const bgRepeat = z.enum(['no-repeat', 'repeat']);
const align = z.enum(['left', 'center', 'right']);
const image = () => ImageRefSchema.default({ value: '', upload: false });

/** Every appearance setting of a card (spec §3 cardStyle). Styles never change content. */
export const CardStyleSchema = z.object({
  // Card background and frame
  cardBg: image(),
  cardBgColor: color.default('#ffffff'),
  cardBgOpacity: opacity.default(1),
  cardBgSize: bgSize.default('cover'),
  cardBgPosition: bgPosition.default('center'),
  cardBgRepeat: bgRepeat.default('no-repeat'),
  cardCorner: z.number().min(0).max(60).default(16),
  cardBorderColor: color.default('#1f2937'),
  cardBorderWeight: z.number().min(0).max(12).default(0),
  cardLogo: image(),
  // Title
  titleColor: color.default('#111827'),
  titleFont: fontFamily.default(DEFAULT_FONT),
  titleFontWeight: fontWeight.default(700),
  titleTextAlign: align.default('center'),
  titleFontSize: z.number().min(12).max(72).default(40),
  // Header row (B I N G O)
  headerBg: image(),
  headerBgColor: color.default('#4f46e5'),
  headerBgOpacity: opacity.default(1),
  headerBgSize: bgSize.default('cover'),
  headerBgPosition: bgPosition.default('center'),
  headerBgRepeat: bgRepeat.default('no-repeat'),
  headerTextColor: color.default('#ffffff'),
  headerFont: fontFamily.default(DEFAULT_FONT),
  headerFontWeight: fontWeight.default(700),
  // Grid and cells
  gridBg: image(),
  gridBgOpacity: opacity.default(1),
  gridBgSize: bgSize.default('cover'),
  gridBgPosition: bgPosition.default('center'),
  gridBgRepeat: bgRepeat.default('no-repeat'),
  gridType: z.enum(['square', 'circle']).default('square'),
  gridCorners: z.enum(['square', 'rounded', 'roundedCell', 'roundedXlCell']).default('roundedCell'),
  gridGap: z.number().min(0).max(24).default(4),
  gridColors: z.enum(['single', 'multicolored']).default('single'),
  gridColorOdd: color.default('#eef2ff'),
  gridColorEven: color.default('#e0e7ff'),
  gridCellOpacity: opacity.default(1),
  gridBorderColor: color.default('#c7d2fe'),
  gridBorderWeight: z.number().min(0).max(8).default(1),
  // Item text
  textColor: color.default('#1f2937'),
  itemFont: fontFamily.default(DEFAULT_FONT),
  itemFontWeight: fontWeight.default(400),
  textAlign: align.default('center'),
  maxFontSize: z.number().min(8).max(72).default(DEFAULT_MAX_FONT_SIZE),
  resizeImageFitTocell: z.boolean().default(true),
  // Free space
  freeSpaceImg: image(),
  freeSpaceColor: color.default('#4f46e5'),
  freeSpaceTextColor: color.default('#ffffff'),
  // Footer
  footerTextColor: color.default('#4b5563'),
  footerFont: fontFamily.default(DEFAULT_FONT),
  footerFontSize: z.number().min(8).max(32).default(14),
  footerTextAlign: align.default('center'),
});
export type CardStyle = z.infer<typeof CardStyleSchema>;

/** The default style: every field at its spec default. */
export function defaultCardStyle(): CardStyle {
  return CardStyleSchema.parse({});
}
