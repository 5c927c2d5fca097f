import type { CardStyle } from '@bingo/core';
import type { Corners } from './types.ts';

type GridCorners = CardStyle['gridCorners'];

/** Radius of every cell's corners: none, or small or large rounding per cell. */
export function cellRadius(gridCorners: GridCorners, side: number): number {
  if (gridCorners === 'roundedCell') return side * 0.08;
  if (gridCorners === 'roundedXlCell') return side * 0.22;
  return 0;
}

/** Radius of the grid's outer corners: the cell radius, or a rounding of the whole grid for 'rounded'. */
export function outerRadius(gridCorners: GridCorners, side: number): number {
  return gridCorners === 'rounded' ? Math.min(side * 0.16, 20) : cellRadius(gridCorners, side);
}

/** For 'rounded', the corner cells round only their outer corner; other styles use one radius. */
export function cellCorners(
  gridCorners: GridCorners,
  side: number,
  index: number,
  rows: number,
  columns: number,
): { radius: number; corners?: Corners } {
  if (gridCorners !== 'rounded') return { radius: cellRadius(gridCorners, side) };
  const r = outerRadius(gridCorners, side);
  const row = Math.floor(index / columns);
  const column = index % columns;
  const top = row === 0;
  const bottom = row === rows - 1;
  const left = column === 0;
  const right = column === columns - 1;
  const corners: Corners = {
    tl: top && left ? r : 0,
    tr: top && right ? r : 0,
    br: bottom && right ? r : 0,
    bl: bottom && left ? r : 0,
  };
  return corners.tl || corners.tr || corners.br || corners.bl ? { radius: 0, corners } : { radius: 0 };
}
