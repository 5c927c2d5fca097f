import { type CardStyle, CIRCLE_GRID_PADDING } from '@bingo/core';
import { cellCorners } from './corners.ts';
import type { GridGeometry } from './gridGeometry.ts';
import type { CircleNode, Corners, Rect, RectNode } from './types.ts';

/** A cell's outline node and the areas its content is drawn in. */
export interface CellShape {
  node: RectNode | CircleNode;
  /** Inside the outline: cover images fill it. */
  area: Rect;
  /** Corner radius of `area` (half its side for circles). */
  radius: number;
  corners?: Corners;
  /** Inside the padding: text and contained images stay in it. */
  inner: Rect;
}

export interface CellPaint {
  fill: string;
  fillOpacity: number;
  index: number;
}

function inset(r: Rect, by: number): Rect {
  return { x: r.x + by, y: r.y + by, width: r.width - 2 * by, height: r.height - 2 * by };
}

/**
 * The outline of a cell. Outlines sit inside the cell so that neighbours are never overlapped; with no
 * gap between cells they sit on the shared edge instead, so that two neighbours draw one line.
 */
export function cellShape(
  style: CardStyle,
  g: GridGeometry,
  rect: Rect,
  paint: CellPaint,
  scale: number,
): CellShape {
  const border = style.gridBorderWeight * scale;
  const stroke = border > 0 ? { stroke: style.gridBorderColor, strokeWidth: border } : {};
  const common = {
    fill: paint.fill,
    fillOpacity: paint.fillOpacity,
    ...stroke,
    role: 'cell' as const,
    cell: paint.index,
  };
  const side = Math.min(rect.width, rect.height);
  if (style.gridType === 'circle') {
    const square = {
      x: rect.x + (rect.width - side) / 2,
      y: rect.y + (rect.height - side) / 2,
      width: side,
      height: side,
    };
    const area = inset(square, border);
    return {
      node: {
        kind: 'circle',
        cx: square.x + side / 2,
        cy: square.y + side / 2,
        r: side / 2 - border / 2,
        ...common,
      },
      area,
      radius: area.width / 2,
      inner: inset(square, circlePadding(g, side, scale) + border),
    };
  }
  const outline = g.gap > 0 ? border / 2 : 0;
  const { radius, corners } = cellCorners(style.gridCorners, side, paint.index, g.rows, g.columns);
  const shrink = (r: number, by: number) => Math.max(0, r - by);
  const shrinkAll = (c: Corners, by: number): Corners => ({
    tl: shrink(c.tl, by),
    tr: shrink(c.tr, by),
    br: shrink(c.br, by),
    bl: shrink(c.bl, by),
  });
  const edge = outline + border / 2;
  return {
    node: {
      kind: 'rect',
      ...inset(rect, outline),
      radius: shrink(radius, outline),
      ...(corners ? { corners: shrinkAll(corners, outline) } : {}),
      ...common,
    },
    area: inset(rect, edge),
    radius: shrink(radius, edge),
    ...(corners ? { corners: shrinkAll(corners, edge) } : {}),
    inner: inset(rect, Math.max(3 * scale, side * 0.07) + edge),
  };
}

/** Text in a circle stays inside its inscribed square, and at least the spec's padding from the edge. */
function circlePadding(g: GridGeometry, side: number, scale: number): number {
  const square = g.rows === g.columns && g.rows in CIRCLE_GRID_PADDING;
  const specified = square ? CIRCLE_GRID_PADDING[g.rows as 3 | 4 | 5] * scale : 0;
  return Math.max(specified, (side * (1 - Math.SQRT1_2)) / 2 + 2 * scale);
}
