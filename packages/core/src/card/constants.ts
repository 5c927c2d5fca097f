/** Business constants of spec §9 that the card model depends on. */

export const CARD_GRIDS = [3, 4, 5, 9] as const;
export type CardGrid = (typeof CARD_GRIDS)[number];
export const DEFAULT_GRID: CardGrid = 5;

export const CARD_TYPES = ['text', 'image', 'combo', 'traditional'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const DEFAULT_CARD_TITLE = 'My Bingo';
export const DEFAULT_FREE_SPACE_TEXT = 'Free Space';
export const DEFAULT_HEADER_TEXT = 'B,I,N,G,O';
export const DEFAULT_MAX_FONT_SIZE = 24;
/** The font size search range of the layout engine (spec §9: 10 to 40 by default). */
export const FONT_SIZE_SEARCH = { min: 10, max: 40 } as const;

/** Card page in points: 612x792, 513 wide for the 90-ball (grid 9) layout. */
export const CARD_DIMENSIONS = { width: 612, height: 792, ninetyBallWidth: 513 } as const;
/** Padding inside circle cells for grid 3/4/5. */
export const CIRCLE_GRID_PADDING: Record<3 | 4 | 5, number> = { 3: 24, 4: 20, 5: 16 };

/** Free-space cell index per square grid, and the key a free space carries in a game. */
export const FREE_SPACE_INDEX: Record<3 | 4 | 5, number> = { 3: 4, 4: 5, 5: 12 };
export const FREE_SPACE_KEY = -1;

/** Traditional ball games and the grid each is played on. */
export const BALL_COUNTS = [30, 75, 80, 90] as const;
export type BallCount = (typeof BALL_COUNTS)[number];
export const BALL_COUNT_BY_GRID: Record<CardGrid, BallCount> = { 3: 30, 4: 80, 5: 75, 9: 90 };
export const GRID_BY_BALL_COUNT: Record<BallCount, CardGrid> = { 30: 3, 80: 4, 75: 5, 90: 9 };

/** Uploads (spec §5, §9). */
export const MAX_UPLOAD_BYTES = 5_242_880;
export const UPLOAD_BATCH_SIZE = 5;
export const ALLOWED_IMAGE_TYPES = [
  'image/png',
  'image/x-png',
  'image/jpeg',
  'image/jpg',
  'image/webp',
] as const;
export const DEFAULT_IMAGE_RESIZE_WIDTH = 300;
export const STORED_IMAGE_QUALITY = 0.9;
export const RECOMMENDED_IMAGE_SIZES = {
  logo: '512x512',
  freeSpace: '512x512',
  item: '512x512',
  cardBackground: '1836x2376',
  gridBackground: '1596x1596',
  headerBackground: '1836x495',
  default: '1200x800',
} as const;

/** List sizes (spec §9). */
export const PAGE_SIZES = { templates: 10, userCards: 9, recentlyModified: 4, publicList: 12 } as const;

/** Anonymous session lifetime: 6 days (spec §3, §9). */
export const ANONYMOUS_SESSION_MS = 518_400_000;
