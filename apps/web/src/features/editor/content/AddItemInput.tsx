import type { Item } from '@bingo/core';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/Button.tsx';
import { inputClass } from '../../../ui/fields/TextField.tsx';
import { newTextItem } from '../../cards/itemFactory.ts';
import { MAX_ITEM_LENGTH, MAX_ITEMS } from './itemListOps.ts';

/** Type and press Enter: the quickest way to fill a card. Focus stays here for the next item. */
export function AddItemInput({ existing, onAdd }: { existing: number; onAdd: (items: Item[]) => void }) {
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [params] = useSearchParams();
  const onboarding = params.get('onboard') === 'true';
  const full = existing >= MAX_ITEMS;

  useEffect(() => {
    // A brand new blank card: put the cursor where the first word goes.
    if (onboarding) input.current?.focus({ preventScroll: true });
  }, [onboarding]);

  function submit() {
    const text = value.trim();
    if (!text || full) return;
    onAdd([newTextItem(text)]);
    setValue('');
    input.current?.focus();
  }

  return (
    <form
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor="add-item" className="sr-only">
        New item
      </label>
      <input
        id="add-item"
        ref={input}
        data-testid="add-item-input"
        value={value}
        maxLength={MAX_ITEM_LENGTH}
        disabled={full}
        onChange={(e) => setValue(e.target.value)}
        placeholder={full ? 'This list is full' : 'Type an item and press Enter'}
        className={inputClass}
        enterKeyHint="done"
        autoComplete="off"
      />
      <Button type="submit" disabled={!value.trim() || full}>
        <Plus aria-hidden="true" />
        Add
      </Button>
    </form>
  );
}
