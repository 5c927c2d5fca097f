import type { Rect } from './types.ts';

/** Sizes of the header row and the cells, for a grid laid out in a given area. */
export interface GridGeometry {
  rows: number;
  columns: number;
  cellWidth: number;
  cellHeight: number;
  gap: number;
  /** 0 when the grid has no header row. */
  headerHeight: number;
  /** Space between the header row and the first row of cells. */
  headerGap: number;
  /** The whole block: header row and cells. */
  width: number;
  height: number;
}

export interface GridRequest {
  rows: number;
  columns: number;
  header: boolean;
  gap: number;
  scale: number;
  available: { width: number; height: number };
}

/** Ninety-ball cells may be a little taller than wide, never more. */
const MAX_TICKET_CELL_ASPECT = 1.25;

/** The header row is half a cell high, within comfortable limits. */
function headerHeightFor(cell: number, scale: number): number {
  return Math.min(56 * scale, Math.max(24 * scale, cell * 0.5));
}

/** Square cells for square grids, as large as the area allows; ninety-ball tickets fill the width. */
export function gridGeometry(req: GridRequest): GridGeometry {
  const { rows, columns, gap, scale, available } = req;
  const headerGap = req.header ? Math.max(gap, 4 * scale) : 0;
  const widthLimited = Math.max(0, (available.width - (columns - 1) * gap) / columns);
  const blockHeight = (w: number, h: number) =>
    rows * h + (rows - 1) * gap + (req.header ? headerHeightFor(w, scale) + headerGap : 0);

  let cellWidth = widthLimited;
  let cellHeight = widthLimited;
  if (rows !== columns) {
    cellHeight = Math.min(
      widthLimited * MAX_TICKET_CELL_ASPECT,
      (available.height - (rows - 1) * gap) / rows,
    );
  } else if (blockHeight(cellWidth, cellHeight) > available.height) {
    let lo = 0;
    let hi = widthLimited;
    for (let i = 0; i < 40; i++) {
      const mid = (lo + hi) / 2;
      if (blockHeight(mid, mid) > available.height) hi = mid;
      else lo = mid;
    }
    cellWidth = cellHeight = lo;
  }
  cellHeight = Math.max(0, cellHeight);
  const headerHeight = req.header ? headerHeightFor(cellWidth, scale) : 0;
  return {
    rows,
    columns,
    cellWidth,
    cellHeight,
    gap,
    headerHeight,
    headerGap,
    width: columns * cellWidth + (columns - 1) * gap,
    height: blockHeight(cellWidth, cellHeight),
  };
}

/** The box of cell `index` (row-major) when the block's top-left corner is at `origin`. */
export function cellRect(g: GridGeometry, origin: { x: number; y: number }, index: number): Rect {
  const row = Math.floor(index / g.columns);
  const column = index % g.columns;
  return {
    x: origin.x + column * (g.cellWidth + g.gap),
    y: origin.y + g.headerHeight + g.headerGap + row * (g.cellHeight + g.gap),
    width: g.cellWidth,
    height: g.cellHeight,
  };
}
