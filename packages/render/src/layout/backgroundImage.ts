import type { ImageRef } from '@bingo/core';
import type { ImageClip, ImageNode, ImagePosition, ImageRole, Rect } from './types.ts';

/** The CSS-like background settings a card, header or grid image comes with. */
export interface BackgroundSettings {
  size: 'cover' | 'contain' | 'auto';
  position: ImagePosition;
  repeat: 'no-repeat' | 'repeat';
  opacity: number;
}

type NaturalSizes = Record<string, { width: number; height: number }> | undefined;

/** CSS pixels to points. */
const PX = 0.75;

/**
 * An image node that paints `box` the way CSS background-size/position/repeat would. Images whose
 * natural size is unknown are taken as square for tiling and drawn contained for size 'auto'.
 */
export function backgroundImage(
  ref: ImageRef,
  settings: BackgroundSettings,
  box: Rect,
  clip: ImageClip,
  role: ImageRole,
  sizes: NaturalSizes,
): ImageNode | null {
  const href = ref.value.trim();
  if (!href) return null;
  const natural = sizes?.[href];
  const base = { kind: 'image' as const, href, opacity: settings.opacity, clip, role };
  if (settings.repeat === 'repeat') {
    const tile = tileSize(settings.size, box, natural);
    return { ...base, ...box, fit: 'tile', tile: { ...tileOrigin(settings.position, box, tile), ...tile } };
  }
  if (settings.size === 'auto' && natural) {
    const size = { width: natural.width * PX, height: natural.height * PX };
    return { ...base, ...tileOrigin(settings.position, box, size), ...size, fit: 'contain' };
  }
  const fit = settings.size === 'cover' ? 'cover' : 'contain';
  return { ...base, ...box, fit, position: settings.position };
}

function tileSize(
  size: BackgroundSettings['size'],
  box: Rect,
  natural: { width: number; height: number } | undefined,
) {
  const aspect = natural ? natural.height / natural.width : 1;
  let width: number;
  if (size === 'auto') width = natural ? natural.width * PX : box.width / 4;
  else if (size === 'contain') width = Math.min(box.width, box.height / aspect);
  else width = Math.max(box.width, box.height / aspect);
  return { width, height: width * aspect };
}

/** Where a tile (or an image of its own size) starts so that it sits at `position` in the box. */
function tileOrigin(position: ImagePosition, box: Rect, size: { width: number; height: number }) {
  const centreX = box.x + (box.width - size.width) / 2;
  const centreY = box.y + (box.height - size.height) / 2;
  switch (position) {
    case 'top':
      return { x: centreX, y: box.y };
    case 'bottom':
      return { x: centreX, y: box.y + box.height - size.height };
    case 'left':
      return { x: box.x, y: centreY };
    case 'right':
      return { x: box.x + box.width - size.width, y: centreY };
    default:
      return { x: centreX, y: centreY };
  }
}
