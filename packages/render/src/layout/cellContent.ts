import type { CardStyle, DealtCell, Item } from '@bingo/core';
import { fittedText } from './textNode.ts';
import type { Corners, DisplayNode, ImageClip, Rect } from './types.ts';

/** What drawing one cell's content needs besides the cell itself. */
export interface CellContext {
  style: CardStyle;
  freeSpaceText: string;
  freeSpaceImage: string;
  shape: 'rect' | 'circle';
  /** The cell's corner rounding (a circle's is half its side). */
  radius: number;
  corners?: Corners;
  /** The area inside the cell's padding: text and contained images stay in it. */
  inner: Rect;
  maxFontSize: number;
  /** The size text items share on this card (never above maxFontSize); outliers shrink further. */
  itemFontSize: number;
  showCaptions: boolean;
  scale: number;
  index: number;
}

/** The nodes that draw a dealt cell's content (text, number, image or the free space) in `area`, the inside of its outline. */
export function cellContent(dealt: DealtCell, area: Rect, ctx: CellContext): DisplayNode[] {
  if (dealt.free) return freeSpace(ctx);
  const item = dealt.item;
  if (!item) return [];
  if (item.type === 'image') return imageItem(item, area, ctx);
  if (item.type === 'number') return numberItem(item, area, ctx);
  return maybe(
    fittedText(
      item.value,
      ctx.inner,
      {
        family: ctx.style.itemFont,
        weight: ctx.style.itemFontWeight,
        maxSize: ctx.itemFontSize * ctx.scale,
        minSize: 8 * ctx.scale,
      },
      { color: ctx.style.textColor, align: ctx.style.textAlign, role: 'item', cell: ctx.index },
    ),
  );
}

function maybe<T>(node: T | null): T[] {
  return node ? [node] : [];
}

/** Ball numbers are set large and bold, sized by the cell rather than the item font setting. */
function numberItem(item: Item, area: Rect, ctx: CellContext): DisplayNode[] {
  const maxSize = 0.48 * area.height;
  return maybe(
    fittedText(
      item.value,
      ctx.inner,
      { family: ctx.style.itemFont, weight: 700, maxSize, minSize: 8 * ctx.scale },
      { color: ctx.style.textColor, align: 'center', role: 'item', cell: ctx.index },
    ),
  );
}

function freeSpace(ctx: CellContext): DisplayNode[] {
  if (ctx.freeSpaceImage) {
    return [
      {
        kind: 'image',
        ...ctx.inner,
        href: ctx.freeSpaceImage,
        fit: 'contain',
        opacity: 1,
        role: 'free',
        cell: ctx.index,
      },
    ];
  }
  return maybe(
    fittedText(
      ctx.freeSpaceText,
      ctx.inner,
      {
        family: ctx.style.headerFont,
        weight: ctx.style.headerFontWeight,
        maxSize: ctx.maxFontSize * ctx.scale,
        minSize: 8 * ctx.scale,
      },
      { color: ctx.style.freeSpaceTextColor, align: 'center', role: 'free', cell: ctx.index },
    ),
  );
}

/** The caption's share of the padded cell height. */
const CAPTION_SHARE = 0.24;

/**
 * An image item: contained in the padded cell (resizeImageFitTocell) or covering the cell, cut to its
 * shape; with its caption in a band along the bottom when it has one.
 */
function imageItem(item: Item, area: Rect, ctx: CellContext): DisplayNode[] {
  const { inner, scale } = ctx;
  const caption = ctx.showCaptions ? item.caption.trim() : '';
  const captionHeight = caption ? Math.max(inner.height * CAPTION_SHARE, 10 * scale) : 0;
  const gap = caption ? 3 * scale : 0;
  const nodes: DisplayNode[] = [];
  const cover = !ctx.style.resizeImageFitTocell && !(ctx.shape === 'circle' && caption);
  const base = {
    kind: 'image' as const,
    href: item.imageURi,
    opacity: 1,
    role: 'item' as const,
    cell: ctx.index,
  };
  const captionTop = inner.y + inner.height - captionHeight;
  if (cover) {
    const picture = caption ? { ...area, height: captionTop - gap - area.y } : area;
    nodes.push({
      ...base,
      ...picture,
      fit: 'cover' as const,
      clip: coverClip(picture, ctx, Boolean(caption)),
    });
  } else {
    nodes.push({ ...base, ...inner, height: captionTop - gap - inner.y, fit: 'contain' as const });
  }
  if (caption) {
    const box = { ...inner, y: captionTop, height: captionHeight };
    const text = fittedText(
      caption,
      box,
      {
        family: ctx.style.itemFont,
        weight: ctx.style.itemFontWeight,
        maxSize: Math.min(ctx.maxFontSize, 16) * scale,
        minSize: 6 * scale,
      },
      { color: ctx.style.textColor, align: 'center', role: 'caption', cell: ctx.index },
    );
    if (text) nodes.push(text);
  }
  return nodes;
}

/** Cover images are cut to the cell's shape; above a caption the bottom corners stay square. */
function coverClip(area: Rect, ctx: CellContext, aboveCaption: boolean): ImageClip {
  const corners = ctx.corners ?? { tl: ctx.radius, tr: ctx.radius, br: ctx.radius, bl: ctx.radius };
  if (!aboveCaption) return { ...area, radius: ctx.radius, ...(ctx.corners ? { corners } : {}) };
  return { ...area, radius: 0, corners: { ...corners, br: 0, bl: 0 } };
}
