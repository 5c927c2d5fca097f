import type { Item } from '@bingo/core';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useEditor } from '../EditorContext.tsx';
import type { ItemListKey } from './itemListOps.ts';
import { moveItem } from './itemListOps.ts';

/** Stable edit functions for one item list (text or image), so memoised rows do not re-render. */
export function useItemList(key: ItemListKey) {
  const { update } = useEditor();

  const setItems = useCallback(
    (fn: (items: Item[]) => Item[]) =>
      update((c) => ({ ...c, cardItems: { ...c.cardItems, [key]: fn(c.cardItems[key]) } })),
    [update, key],
  );

  const changeItem = useCallback(
    (id: string, patch: Partial<Item>) =>
      setItems((items) => items.map((it) => (it.id === id ? { ...it, ...patch } : it))),
    [setItems],
  );

  const moveBy = useCallback(
    (id: string, delta: number) =>
      setItems((items) => {
        const from = items.findIndex((it) => it.id === id);
        return moveItem(items, from, from + delta);
      }),
    [setItems],
  );

  const moveTo = useCallback(
    (activeId: string, overId: string) =>
      setItems((items) =>
        moveItem(
          items,
          items.findIndex((it) => it.id === activeId),
          items.findIndex((it) => it.id === overId),
        ),
      ),
    [setItems],
  );

  /** Deleting is instant; the toast offers an undo that puts the item back where it was. */
  const removeItem = useCallback(
    (id: string, label: string) => {
      let removed: { item: Item; index: number } | null = null;
      setItems((items) => {
        const index = items.findIndex((it) => it.id === id);
        const item = items[index];
        if (item) removed = { item, index };
        return items.filter((it) => it.id !== id);
      });
      toast(`Deleted “${label}”`, {
        duration: 5000,
        action: {
          label: 'Undo',
          onClick: () =>
            setItems((items) => {
              if (!removed || items.some((it) => it.id === id)) return items;
              const next = items.slice();
              next.splice(Math.min(removed.index, next.length), 0, removed.item);
              return next;
            }),
        },
      });
    },
    [setItems],
  );

  const append = useCallback((added: Item[]) => setItems((items) => [...items, ...added]), [setItems]);

  return { setItems, changeItem, moveBy, moveTo, removeItem, append };
}
