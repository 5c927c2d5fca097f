export { fontAscent, lineHeight, measureText } from './fonts/measureText.ts';
export { layoutCard } from './layout/layoutCard.ts';
export * from './layout/print/index.ts';
export type {
  Align,
  CellBox,
  CircleNode,
  Corners,
  DisplayList,
  DisplayNode,
  ImageClip,
  ImageNode,
  ImagePosition,
  ImageRole,
  LayoutInput,
  Rect,
  RectNode,
  TextNode,
  TextRole,
} from './layout/types.ts';
export { renderSvg, type SvgOptions } from './svg/renderSvg.ts';
export { watermarkSvg } from './svg/watermarkSvg.ts';
export { type FitBox, type FitFont, type FitResult, fitText } from './text/fitText.ts';
