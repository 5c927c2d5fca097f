import { SegmentedField } from '../../../ui/fields/SegmentedField.tsx';
import { SelectField } from '../../../ui/fields/SelectField.tsx';
import { percent } from '../../../ui/fields/SliderField.tsx';
import { useEditor } from '../EditorContext.tsx';
import { ImageField } from '../images/ImageField.tsx';
import { StyleSlider } from './styleFields.tsx';

type Area = 'cardBg' | 'headerBg' | 'gridBg';

const POSITIONS = [
  { value: 'center', label: 'Centre' },
  { value: 'top', label: 'Top' },
  { value: 'bottom', label: 'Bottom' },
  { value: 'left', label: 'Left' },
  { value: 'right', label: 'Right' },
] as const;

/** A background picture with how it sits: the same five controls for card, header and grid. */
export function BackgroundImageControls({
  area,
  label,
  recommended,
}: {
  area: Area;
  label: string;
  recommended: string;
}) {
  const { card, setStyle } = useEditor();
  const s = card.cardStyle;
  const image = s[area];
  return (
    <div className="space-y-4">
      <ImageField
        label={label}
        value={image}
        recommended={recommended}
        onChange={(v) => setStyle({ [area]: v })}
      />
      {image.value ? (
        <>
          <StyleSlider
            field={`${area}Opacity`}
            label="Picture opacity"
            min={0}
            max={1}
            step={0.05}
            format={percent}
          />
          <SegmentedField
            label="Picture size"
            value={s[`${area}Size`]}
            options={[
              { value: 'cover', label: 'Fill' },
              { value: 'contain', label: 'Fit' },
              { value: 'auto', label: 'Original' },
            ]}
            onValueChange={(v) => setStyle({ [`${area}Size`]: v })}
          />
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label="Position"
              value={s[`${area}Position`]}
              options={POSITIONS}
              onValueChange={(v) => setStyle({ [`${area}Position`]: v })}
            />
            <SelectField
              label="Repeat"
              value={s[`${area}Repeat`]}
              options={[
                { value: 'no-repeat', label: 'Once' },
                { value: 'repeat', label: 'Tile' },
              ]}
              onValueChange={(v) => setStyle({ [`${area}Repeat`]: v })}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
