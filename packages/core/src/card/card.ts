import { z } from 'zod';
import { CardSettingsSchema } from './cardSettings.ts';
import { CardStyleSchema } from './cardStyle.ts';
import { CARD_GRIDS, CARD_TYPES, DEFAULT_CARD_TITLE, DEFAULT_GRID } from './constants.ts';
import { CardItemsSchema, ImageRefSchema } from './item.ts';
import { PlayingSettingsSchema } from './playingSettings.ts';

const gridSchema = z.union(
  CARD_GRIDS.map((g) => z.literal(g)) as [z.ZodLiteral<3>, z.ZodLiteral<4>, z.ZodLiteral<5>, z.ZodLiteral<9>],
);

/**
 * What a client may write: the content and appearance of a card (spec §3 Card).
 * Ownership, ids and timestamps are the server's and never read from a request.
 */
export const CardPayloadSchema = z.object({
  cardTitle: z.string().trim().max(120).default(DEFAULT_CARD_TITLE),
  cardType: z.enum(CARD_TYPES).default('text'),
  cardGrid: gridSchema.default(DEFAULT_GRID),
  cardImage: ImageRefSchema.default({ value: '', upload: false }),
  cardItems: CardItemsSchema.default({ textItems: [], imageItems: [] }),
  cardSettings: CardSettingsSchema.default(CardSettingsSchema.parse({})),
  cardStyle: CardStyleSchema.default(CardStyleSchema.parse({})),
  playingSettings: PlayingSettingsSchema.default(PlayingSettingsSchema.parse({})),
  cloneType: z.enum(['template', 'style']).nullable().default(null),
  styleCloneId: z.string().max(64).nullable().default(null),
  styleCloneName: z.string().max(120).nullable().default(null),
  styleCloneImage: z.string().max(2000).nullable().default(null),
});
export type CardPayload = z.infer<typeof CardPayloadSchema>;
/** What a client may send: any subset, completed with defaults. */
export type CardPayloadInput = z.input<typeof CardPayloadSchema>;

/** A stored card as the API returns it. */
export const CardSchema = CardPayloadSchema.extend({
  cardId: z.string(),
  postId: z.number().int().nullable().default(null),
  postType: z.literal('card').default('card'),
  userId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  hasDetailPage: z.boolean().default(false),
  isChanged: z.boolean().default(false),
  isEditable: z.boolean().default(true),
  cloneCardId: z.string().nullable().default(null),
});
export type Card = z.infer<typeof CardSchema>;

/** A new card with every default of the spec: 5x5 text card titled 'My Bingo' with a free space. */
export function defaultCardPayload(overrides: CardPayloadInput = {}): CardPayload {
  return CardPayloadSchema.parse(overrides);
}

/** Whether the grid is the 3x9 ninety-ball ticket rather than a square grid. */
export function isNinetyBallGrid(grid: number): grid is 9 {
  return grid === 9;
}

/** Rows and columns of a grid: 9 means 3 rows of 9. */
export function gridShape(grid: number): { rows: number; columns: number } {
  return grid === 9 ? { rows: 3, columns: 9 } : { rows: grid, columns: grid };
}
