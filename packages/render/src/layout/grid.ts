import { type CardStyle, type DealtCell, headerLetters } from '@bingo/core';
import { backgroundImage } from './backgroundImage.ts';
import { cellContent } from './cellContent.ts';
import { cellShape } from './cellShape.ts';
import { mixColor } from './color.ts';
import { outerRadius } from './corners.ts';
import { cellRect, type GridGeometry } from './gridGeometry.ts';
import { harmonisedTextSize } from './harmonisedTextSize.ts';
import { fittedText } from './textNode.ts';
import type { CellBox, DisplayNode, LayoutInput, Rect } from './types.ts';

export interface GridPaint {
  input: LayoutInput;
  geometry: GridGeometry;
  origin: { x: number; y: number };
  scale: number;
}

/** Header row, grid background, cells and their contents, and the cell boxes for hit-testing. */
export function drawGrid(paint: GridPaint): { nodes: DisplayNode[]; cells: CellBox[] } {
  const { input, geometry: g, origin } = paint;
  const style = input.card.cardStyle;
  const nodes: DisplayNode[] = [...drawHeader(paint)];
  const side = Math.min(g.cellWidth, g.cellHeight);
  const gridBox = {
    x: origin.x,
    y: origin.y + g.headerHeight + g.headerGap,
    width: g.width,
    height: g.height - g.headerHeight - g.headerGap,
  };
  const gridImage = backgroundImage(
    style.gridBg,
    {
      size: style.gridBgSize,
      position: style.gridBgPosition,
      repeat: style.gridBgRepeat,
      opacity: style.gridBgOpacity,
    },
    gridBox,
    { ...gridBox, radius: style.gridType === 'circle' ? 0 : outerRadius(style.gridCorners, side) },
    'gridBg',
    input.imageSizes,
  );
  if (gridImage) nodes.push(gridImage);

  const dealtCells = input.dealt.cells.slice(0, g.rows * g.columns);
  const itemFontSize = sharedItemFontSize(paint, dealtCells);
  const cells: CellBox[] = [];
  dealtCells.forEach((dealt, index) => {
    const rect = cellRect(g, origin, index);
    const shape = style.gridType === 'circle' ? 'circle' : 'rect';
    cells.push({ index, ...rect, key: dealt.key, shape, free: dealt.free });
    nodes.push(...drawCell(paint, dealt, index, rect, itemFontSize));
  });
  return { nodes, cells };
}

function drawHeader(paint: GridPaint): DisplayNode[] {
  const { input, geometry: g, origin, scale } = paint;
  if (g.headerHeight <= 0) return [];
  const { cardStyle: style, cardSettings: settings } = input.card;
  const band = { x: origin.x, y: origin.y, width: g.width, height: g.headerHeight };
  const radius =
    style.gridType === 'circle'
      ? band.height / 2
      : Math.min(band.height / 2, outerRadius(style.gridCorners, Math.min(g.cellWidth, g.cellHeight)));
  const image = backgroundImage(
    style.headerBg,
    {
      size: style.headerBgSize,
      position: style.headerBgPosition,
      repeat: style.headerBgRepeat,
      opacity: style.headerBgOpacity,
    },
    band,
    { ...band, radius },
    'headerBg',
    input.imageSizes,
  );
  // The opacity setting fades the header image when there is one, otherwise the header colour.
  const nodes: DisplayNode[] = [
    {
      kind: 'rect',
      ...band,
      radius,
      fill: style.headerBgColor,
      fillOpacity: image ? 1 : style.headerBgOpacity,
      role: 'header',
    },
  ];
  if (image) nodes.push(image);
  headerLetters(settings, g.columns).forEach((letter, column) => {
    const inset = 2 * scale;
    const box = {
      x: origin.x + column * (g.cellWidth + g.gap) + inset,
      y: band.y,
      width: g.cellWidth - 2 * inset,
      height: band.height,
    };
    const text = fittedText(
      letter,
      box,
      {
        family: style.headerFont,
        weight: style.headerFontWeight,
        maxSize: band.height * 0.62,
        minSize: 8 * scale,
      },
      { color: style.headerTextColor, align: 'center', role: 'header' },
    );
    if (text) nodes.push(text);
  });
  return nodes;
}

function cellFill(
  style: CardStyle,
  dealt: DealtCell,
  index: number,
  g: GridGeometry,
  ninetyBall: boolean,
): string {
  if (dealt.free) return style.freeSpaceColor;
  const row = Math.floor(index / g.columns);
  const column = index % g.columns;
  const base =
    style.gridColors === 'multicolored' && (row + column) % 2 === 1
      ? style.gridColorEven
      : style.gridColorOdd;
  // The blank squares of a ninety-ball ticket are shaded so the numbers stand out.
  return ninetyBall && !dealt.item ? mixColor(base, style.textColor, 0.12) : base;
}

/** The size text items share (see harmonisedTextSize); every cell of a grid has the same inner box. */
function sharedItemFontSize(paint: GridPaint, dealtCells: readonly DealtCell[]): number {
  const { input, geometry: g, origin, scale } = paint;
  const style = input.card.cardStyle;
  const maxFontSize = input.maxFontSize ?? style.maxFontSize;
  const texts = dealtCells.flatMap((c) => (c.item?.type === 'text' ? [c.item.value] : []));
  if (texts.length === 0) return maxFontSize;
  const { inner } = cellShape(
    style,
    g,
    cellRect(g, origin, 0),
    { fill: '#ffffff', fillOpacity: 1, index: 0 },
    scale,
  );
  const font = {
    family: style.itemFont,
    weight: style.itemFontWeight,
    maxSize: maxFontSize * scale,
    minSize: 8 * scale,
  };
  return harmonisedTextSize(texts, inner, font) / scale;
}

function drawCell(
  paint: GridPaint,
  dealt: DealtCell,
  index: number,
  rect: Rect,
  itemFontSize: number,
): DisplayNode[] {
  const { input, geometry: g, scale } = paint;
  const { cardStyle: style, cardSettings: settings } = input.card;
  const fill = cellFill(style, dealt, index, g, g.rows !== g.columns);
  const shape = cellShape(
    style,
    g,
    rect,
    { fill, fillOpacity: dealt.free ? 1 : style.gridCellOpacity, index },
    scale,
  );
  const content = cellContent(dealt, shape.area, {
    style,
    freeSpaceText: settings.freeSpaceText,
    freeSpaceImage: settings.freeSpaceType === 'image' ? style.freeSpaceImg.value.trim() : '',
    shape: style.gridType === 'circle' ? 'circle' : 'rect',
    radius: shape.radius,
    ...(shape.corners ? { corners: shape.corners } : {}),
    inner: shape.inner,
    maxFontSize: input.maxFontSize ?? style.maxFontSize,
    itemFontSize,
    showCaptions: input.showCaptions ?? true,
    scale,
    index,
  });
  return [shape.node, ...content];
}
