import type { CardPayload, DealtCard } from '@bingo/core';

/** What to lay out: a card's content and style, one dealt instance of it, and the page size. */
export interface LayoutInput {
  card: CardPayload;
  /** From dealCard() or previewCard() in @bingo/core. */
  dealt: DealtCard;
  /** Points; default CARD_DIMENSIONS (612x792, 513 wide for grid 9). */
  width?: number;
  height?: number;
  /** Print setting: draw image captions (default true). */
  showCaptions?: boolean;
  /** Print setting: overrides cardStyle.maxFontSize for items. */
  maxFontSize?: number;
  /** Natural sizes of images by href, when known: used for 'auto' background size and tiles. */
  imageSizes?: Record<string, { width: number; height: number }>;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Per-corner radii; when present on a node it replaces `radius`. */
export interface Corners {
  tl: number;
  tr: number;
  br: number;
  bl: number;
}

export type Align = 'left' | 'center' | 'right';
/** Where an image sits in its box when it does not fill it (CSS background-position keywords). */
export type ImagePosition = 'center' | 'top' | 'bottom' | 'left' | 'right';

export interface RectNode extends Rect {
  kind: 'rect';
  radius: number;
  corners?: Corners;
  fill?: string;
  fillOpacity?: number;
  stroke?: string;
  strokeWidth?: number;
  role?: 'card' | 'border' | 'header' | 'cell';
  /** The cell (index into DisplayList.cells) this node belongs to. */
  cell?: number;
}

export interface CircleNode {
  kind: 'circle';
  cx: number;
  cy: number;
  r: number;
  fill?: string;
  fillOpacity?: number;
  stroke?: string;
  strokeWidth?: number;
  role?: 'cell';
  cell?: number;
}

export type TextRole = 'title' | 'header' | 'item' | 'free' | 'footer' | 'caption';

export interface TextNode {
  kind: 'text';
  /** The anchor: left edge, centre or right edge of the box, by `align`. */
  x: number;
  /** Baseline of the first line; each further line is `lineHeight` lower. */
  y: number;
  /** Lines in logical order; right-to-left lines are not reordered. */
  lines: string[];
  lineHeight: number;
  fontSize: number;
  family: string;
  /** The weight the face really has (single-weight families draw 700 as 400). */
  weight: number;
  color: string;
  align: Align;
  direction?: 'rtl';
  /** The region the text was fitted into: every line fits inside it. */
  box: Rect;
  role: TextRole;
  cell?: number;
}

export type ImageRole = 'cardBg' | 'headerBg' | 'gridBg' | 'item' | 'free' | 'logo';

export interface ImageClip extends Rect {
  radius: number;
  corners?: Corners;
}

export interface ImageNode extends Rect {
  kind: 'image';
  href: string;
  /** contain: whole image inside the box; cover: the box filled and cut to `clip`; tile: repeated. */
  fit: 'contain' | 'cover' | 'tile';
  opacity: number;
  clip?: ImageClip;
  role: ImageRole;
  /** Alignment for contain and cover (default center). */
  position?: ImagePosition;
  /** For tile: one tile's size and where the tiling starts. */
  tile?: Rect;
  cell?: number;
}

export type DisplayNode = RectNode | CircleNode | TextNode | ImageNode;

/** One square of the grid: its box (a circle cell's bounding square) and the dealt key. */
export interface CellBox extends Rect {
  index: number;
  /** -1 free space, null empty, otherwise the item's key in the game's pool. */
  key: number | null;
  shape: 'rect' | 'circle';
  free: boolean;
}

/** Everything a renderer draws, in painting order, in points. */
export interface DisplayList {
  width: number;
  height: number;
  nodes: DisplayNode[];
  cells: CellBox[];
}
