import type { Item } from '@bingo/core';
import type { Announcements, DragEndEvent } from '@dnd-kit/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useMemo } from 'react';

interface SortableItemsProps {
  items: Item[];
  /** How an item is named to screen readers during a drag. */
  describe: (item: Item) => string;
  onMove: (activeId: string, overId: string) => void;
  children: ReactNode;
}

/**
 * Drag to reorder with mouse, touch (after a short press, so scrolling still works) or keyboard
 * (Space on the handle, arrows to move, Space to drop), announced with the items' own words.
 */
export function SortableItems({ items, describe, onMove, children }: SortableItemsProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((it) => it.id), [items]);

  const announcements = useMemo<Announcements>(() => {
    const position = (id: string | number) => ids.indexOf(String(id)) + 1;
    const name = (id: string | number) => {
      const item = items.find((it) => it.id === id);
      return item ? describe(item) : 'item';
    };
    return {
      onDragStart: ({ active }) =>
        `Picked up ${name(active.id)}, position ${position(active.id)} of ${ids.length}.`,
      onDragOver: ({ active, over }) =>
        over ? `${name(active.id)} is now at position ${position(over.id)} of ${ids.length}.` : undefined,
      onDragEnd: ({ active, over }) =>
        over ? `${name(active.id)} dropped at position ${position(over.id)} of ${ids.length}.` : 'Dropped.',
      onDragCancel: ({ active }) => `Moving ${name(active.id)} cancelled.`,
    };
  }, [ids, items, describe]);

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To reorder, press Space or Enter to pick up the item, use the arrow keys to move it, then press Space or Enter again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
