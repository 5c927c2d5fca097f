import type { CardStyle } from '@bingo/core';
import { backgroundImage } from './backgroundImage.ts';
import type { DisplayNode, LayoutInput } from './types.ts';

/** The card's background colour and image, cut to its rounded corners. */
export function cardBackground(
  input: LayoutInput,
  width: number,
  height: number,
  scale: number,
): DisplayNode[] {
  const style = input.card.cardStyle;
  const card = { x: 0, y: 0, width, height };
  const radius = cornerRadius(style, width, height, scale);
  const image = backgroundImage(
    style.cardBg,
    {
      size: style.cardBgSize,
      position: style.cardBgPosition,
      repeat: style.cardBgRepeat,
      opacity: style.cardBgOpacity,
    },
    card,
    { ...card, radius },
    'cardBg',
    input.imageSizes,
  );
  // The opacity setting fades the background image when there is one, otherwise the colour.
  const fill: DisplayNode = {
    kind: 'rect',
    ...card,
    radius,
    fill: style.cardBgColor,
    fillOpacity: image ? 1 : style.cardBgOpacity,
    role: 'card',
  };
  return image ? [fill, image] : [fill];
}

/** The card's border, drawn last and inside the card's edge. */
export function cardBorder(style: CardStyle, width: number, height: number, scale: number): DisplayNode[] {
  const weight = style.cardBorderWeight * scale;
  if (weight <= 0) return [];
  return [
    {
      kind: 'rect',
      x: weight / 2,
      y: weight / 2,
      width: width - weight,
      height: height - weight,
      radius: Math.max(0, cornerRadius(style, width, height, scale) - weight / 2),
      stroke: style.cardBorderColor,
      strokeWidth: weight,
      role: 'border',
    },
  ];
}

function cornerRadius(style: CardStyle, width: number, height: number, scale: number): number {
  return Math.min(style.cardCorner * scale, width / 2, height / 2);
}
