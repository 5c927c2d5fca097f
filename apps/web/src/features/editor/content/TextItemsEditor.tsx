import type { Item } from '@bingo/core';
import { useCallback } from 'react';
import { useEditor } from '../EditorContext.tsx';
import { PanelSection } from '../PanelSection.tsx';
import { AddItemInput } from './AddItemInput.tsx';
import { PasteLinesDialog } from './PasteLinesDialog.tsx';
import { SortableItems } from './SortableItems.tsx';
import { TextItemRow } from './TextItemRow.tsx';
import { useItemList } from './useItemList.ts';

const describe = (item: Item) => `“${item.value.trim() || 'empty item'}”`;

/** The words of a text or combo card: add, edit, reorder, delete, paste many. */
export function TextItemsEditor() {
  const { card } = useEditor();
  const items = card.cardItems.textItems;
  const list = useItemList('textItems');
  const add = useCallback((added: Item[]) => list.append(added), [list.append]);
  return (
    <PanelSection
      title={card.cardType === 'combo' ? 'Words' : 'Words and phrases'}
      description="Each item goes in its own square. Drag the handle or use the arrows to reorder."
      aside={<PasteLinesDialog existing={items.length} onAdd={add} />}
    >
      {items.length > 0 ? (
        <SortableItems items={items} describe={describe} onMove={list.moveTo}>
          <ol className="space-y-1.5" aria-label="Items">
            {items.map((item, index) => (
              <TextItemRow
                key={item.id}
                item={item}
                index={index}
                count={items.length}
                onChange={list.changeItem}
                onMoveBy={list.moveBy}
                onRemove={list.removeItem}
              />
            ))}
          </ol>
        </SortableItems>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          No items yet. Add your first word below, or paste a whole list at once.
        </p>
      )}
      <AddItemInput existing={items.length} onAdd={add} />
    </PanelSection>
  );
}
