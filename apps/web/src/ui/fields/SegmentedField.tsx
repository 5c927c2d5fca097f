import { ToggleGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '../cn.ts';
import { FieldLabel } from './FieldLabel.tsx';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
  /** Show only the icon; the label becomes the accessible name and tooltip. */
  iconOnly?: boolean;
}

interface SegmentedFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly SegmentOption<T>[];
  onValueChange: (value: T) => void;
  testId?: string;
}

/** A single-choice toggle group that never deselects (spec §5: toggle groups prevent deselecting). */
export function SegmentedField<T extends string>({
  label,
  value,
  options,
  onValueChange,
  testId,
}: SegmentedFieldProps<T>) {
  const id = useId();
  return (
    <div>
      <FieldLabel id={id}>{label}</FieldLabel>
      <ToggleGroup.Root
        type="single"
        value={value}
        onValueChange={(next) => {
          if (next) onValueChange(next as T);
        }}
        aria-labelledby={id}
        data-testid={testId}
        className="flex w-full gap-1 rounded-xl bg-slate-100 p-1"
      >
        {options.map((option) => (
          <ToggleGroup.Item
            key={option.value}
            value={option.value}
            aria-label={option.iconOnly ? option.label : undefined}
            title={option.iconOnly ? option.label : undefined}
            className={cn(
              'flex h-8 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-lg px-1 text-[13px] font-medium sm:px-2 sm:text-sm text-slate-600 transition',
              'hover:text-slate-900 data-[state=on]:bg-white data-[state=on]:text-brand-700 data-[state=on]:shadow-sm',
              '[&_svg]:size-4',
            )}
          >
            {option.icon}
            {option.iconOnly ? null : <span className="truncate">{option.label}</span>}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
