import type { Item } from '@bingo/core';

/** A stable key for a new item; reordering and editing keep it, so React and dnd-kit keep focus. */
export function newItemId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID().slice(0, 18);
  return `i${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export function newTextItem(value = ''): Item {
  return {
    id: newItemId(),
    type: 'text',
    value,
    caption: '',
    imageURi: '',
    uploaded: false,
    uploadType: 'self',
  };
}

export function newImageItem(url: string, caption = ''): Item {
  return {
    id: newItemId(),
    type: 'image',
    value: '',
    caption,
    imageURi: url,
    uploaded: true,
    uploadType: 'self',
  };
}
