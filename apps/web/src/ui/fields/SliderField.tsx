import { Slider } from 'radix-ui';
import { useId } from 'react';
import { FieldLabel } from './FieldLabel.tsx';

interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onValueChange: (value: number) => void;
  /** How the current value reads, e.g. "80%" or "12 px". */
  format?: (value: number) => string;
}

export function SliderField({ label, value, min, max, step = 1, onValueChange, format }: SliderFieldProps) {
  const id = useId();
  const shown = format ? format(value) : String(value);
  return (
    <div>
      <FieldLabel id={id} aside={shown}>
        {label}
      </FieldLabel>
      <Slider.Root
        value={[value]}
        min={min}
        max={max}
        step={step}
        onValueChange={([next]) => next !== undefined && onValueChange(next)}
        className="relative flex h-6 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-500" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={id}
          aria-valuetext={shown}
          className="block size-5 rounded-full border-2 border-brand-600 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
      </Slider.Root>
    </div>
  );
}

export const percent = (value: number) => `${Math.round(value * 100)}%`;
export const pixels = (value: number) => `${value} px`;
