import type { CalledItem } from '@bingo/core';

/** How a call reads aloud and on screen: "B 12" for 75-ball (the pool puts it in the caption). */
export function callText(item: CalledItem): string {
  if (item.type === 'number') return item.caption || item.value;
  if (item.type === 'image') return item.caption || 'Picture';
  return item.value;
}
