import type { CardGrid, CardType } from '@bingo/core';
import { SegmentedField } from '../../../ui/fields/SegmentedField.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useEditor } from '../EditorContext.tsx';
import { PanelSection } from '../PanelSection.tsx';
import { gridOptions, withCardType } from './cardShape.ts';

const TYPE_OPTIONS: { value: CardType; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'image', label: 'Image' },
  { value: 'combo', label: 'Combo' },
  { value: 'traditional', label: 'Traditional' },
];

const TYPE_HELP: Record<CardType, string> = {
  text: 'Words or short phrases in each square.',
  image: 'A picture in each square, with an optional caption.',
  combo: 'A mix of words and pictures.',
  traditional: 'Classic numbered balls, filled in for you.',
};

export function CardBasics() {
  const { card, update } = useEditor();
  return (
    <PanelSection title="Your card">
      <TextField
        label="Card title"
        value={card.cardTitle}
        maxLength={120}
        onValueChange={(cardTitle) => update((c) => ({ ...c, cardTitle }))}
        placeholder="e.g. Class 4B Spelling Bingo"
      />
      <div>
        <SegmentedField
          label="Card type"
          value={card.cardType}
          options={TYPE_OPTIONS}
          onValueChange={(type) => update((c) => withCardType(c, type))}
          testId="card-type"
        />
        <p className="mt-1.5 text-xs text-slate-500">{TYPE_HELP[card.cardType]}</p>
      </div>
      <SegmentedField
        label={card.cardType === 'traditional' ? 'Game' : 'Grid size'}
        value={String(card.cardGrid)}
        options={gridOptions(card.cardType)}
        onValueChange={(grid) => update((c) => ({ ...c, cardGrid: Number(grid) as CardGrid }))}
        testId="card-grid"
      />
    </PanelSection>
  );
}
