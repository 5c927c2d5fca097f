import { fittedText } from '../textNode.ts';
import type { DisplayList, DisplayNode, TextNode } from '../types.ts';

export const HUMAN_BINGO_PROMPT = 'Find someone who…';

/**
 * Human bingo (spec §2): each text square becomes a prompt. The item is refitted into the middle of
 * its square under a small "Find someone who…" and above a line to write a name on. Numbers, images
 * and the free space are left as they are.
 */
export function humanBingo(list: DisplayList): DisplayList {
  const nodes: DisplayNode[] = [];
  for (const node of list.nodes) {
    if (
      node.kind === 'text' &&
      node.role === 'item' &&
      node.cell !== undefined &&
      !/^\d+$/.test(node.lines.join(''))
    ) {
      nodes.push(...promptSquare(node));
    } else nodes.push(node);
  }
  return { ...list, nodes };
}

function promptSquare(item: TextNode): DisplayNode[] {
  const { box } = item;
  const promptHeight = Math.min(box.height * 0.16, 14);
  const lineZone = Math.min(box.height * 0.2, 22);
  const font = { family: item.family, weight: 400 };
  const out: DisplayNode[] = [];
  const prompt = fittedText(
    HUMAN_BINGO_PROMPT,
    { x: box.x, y: box.y, width: box.width, height: promptHeight },
    { ...font, maxSize: promptHeight * 0.8, minSize: 3 },
    { color: item.color, align: 'center', role: 'caption', cell: item.cell },
  );
  if (prompt) out.push(prompt);
  const middle = {
    x: box.x,
    y: box.y + promptHeight,
    width: box.width,
    height: box.height - promptHeight - lineZone,
  };
  const text = fittedText(
    item.lines.join(' '),
    middle,
    { family: item.family, weight: item.weight, maxSize: item.fontSize, minSize: Math.min(item.fontSize, 5) },
    { color: item.color, align: item.align, role: 'item', cell: item.cell },
  );
  if (text) out.push(text);
  const inset = box.width * 0.08;
  out.push({
    kind: 'rect',
    x: box.x + inset,
    y: box.y + box.height - lineZone * 0.35,
    width: box.width - 2 * inset,
    height: Math.max(0.5, box.height * 0.006),
    radius: 0,
    fill: item.color,
    cell: item.cell,
  });
  return out;
}
