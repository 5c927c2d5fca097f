import type { CellBox, DisplayNode, ImageClip, Rect } from '../types.ts';

function moveRect<T extends Rect>(rect: T, dx: number, dy: number): T {
  return { ...rect, x: rect.x + dx, y: rect.y + dy };
}

/** A node moved by (dx, dy): how a card laid out at the origin is placed in its slot on a page. */
export function translateNode(node: DisplayNode, dx: number, dy: number): DisplayNode {
  switch (node.kind) {
    case 'rect':
      return moveRect(node, dx, dy);
    case 'circle':
      return { ...node, cx: node.cx + dx, cy: node.cy + dy };
    case 'text':
      return { ...node, x: node.x + dx, y: node.y + dy, box: moveRect(node.box, dx, dy) };
    case 'image': {
      const moved = moveRect(node, dx, dy);
      if (node.clip) moved.clip = moveRect<ImageClip>(node.clip, dx, dy);
      if (node.tile) moved.tile = moveRect(node.tile, dx, dy);
      return moved;
    }
  }
}

export function translateCells(cells: CellBox[], dx: number, dy: number): CellBox[] {
  return cells.map((cell) => moveRect(cell, dx, dy));
}
