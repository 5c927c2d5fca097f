import type { CardStyle, FontFamilyName } from '@bingo/core';
import { FONT_FAMILIES } from '@bingo/core';
import { AlignCenter, AlignLeft, AlignRight } from 'lucide-react';
import { ColorField } from '../../../ui/fields/ColorField.tsx';
import { SegmentedField } from '../../../ui/fields/SegmentedField.tsx';
import { SelectField } from '../../../ui/fields/SelectField.tsx';
import { SliderField } from '../../../ui/fields/SliderField.tsx';
import { useEditor } from '../EditorContext.tsx';

// Small controls bound to one cardStyle field each, so the style sections read like a list of fields.

type KeysOfType<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T];

export type ColorKey =
  | 'cardBgColor'
  | 'cardBorderColor'
  | 'titleColor'
  | 'headerBgColor'
  | 'headerTextColor'
  | 'gridColorOdd'
  | 'gridColorEven'
  | 'gridBorderColor'
  | 'textColor'
  | 'freeSpaceColor'
  | 'freeSpaceTextColor'
  | 'footerTextColor';

export function StyleColor({ field, label }: { field: ColorKey; label: string }) {
  const { card, setStyle } = useEditor();
  return (
    <ColorField label={label} value={card.cardStyle[field]} onValueChange={(v) => setStyle({ [field]: v })} />
  );
}

interface StyleSliderProps {
  field: KeysOfType<CardStyle, number>;
  label: string;
  min: number;
  max: number;
  step?: number;
  format?: (value: number) => string;
}

export function StyleSlider({ field, label, min, max, step, format }: StyleSliderProps) {
  const { card, setStyle } = useEditor();
  return (
    <SliderField
      label={label}
      value={card.cardStyle[field]}
      min={min}
      max={max}
      step={step}
      format={format}
      onValueChange={(v) => setStyle({ [field]: v })}
    />
  );
}

const FONT_OPTIONS = FONT_FAMILIES.map((f) => ({
  value: f.family as FontFamilyName,
  label: f.family,
  style: { fontFamily: `'${f.family}'` },
}));

export function StyleFont({
  field,
  label,
}: {
  field: 'titleFont' | 'headerFont' | 'itemFont' | 'footerFont';
  label: string;
}) {
  const { card, setStyle } = useEditor();
  return (
    <SelectField
      label={label}
      value={card.cardStyle[field]}
      options={FONT_OPTIONS}
      onValueChange={(v) => setStyle({ [field]: v })}
    />
  );
}

export function StyleWeight({
  field,
  label,
}: {
  field: 'titleFontWeight' | 'headerFontWeight' | 'itemFontWeight';
  label: string;
}) {
  const { card, setStyle } = useEditor();
  return (
    <SegmentedField
      label={label}
      value={String(card.cardStyle[field]) as '400' | '700'}
      options={[
        { value: '400', label: 'Regular' },
        { value: '700', label: 'Bold' },
      ]}
      onValueChange={(v) => setStyle({ [field]: v === '700' ? 700 : 400 })}
    />
  );
}

export function StyleAlign({
  field,
  label,
}: {
  field: 'titleTextAlign' | 'textAlign' | 'footerTextAlign';
  label: string;
}) {
  const { card, setStyle } = useEditor();
  return (
    <SegmentedField
      label={label}
      value={card.cardStyle[field]}
      options={[
        { value: 'left', label: 'Align left', icon: <AlignLeft />, iconOnly: true },
        { value: 'center', label: 'Align centre', icon: <AlignCenter />, iconOnly: true },
        { value: 'right', label: 'Align right', icon: <AlignRight />, iconOnly: true },
      ]}
      onValueChange={(v) => setStyle({ [field]: v })}
    />
  );
}
