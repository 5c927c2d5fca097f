import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import type { CSSProperties } from 'react';
import { useId } from 'react';
import { FieldLabel } from './FieldLabel.tsx';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
  /** Lets a font picker show each family in its own face. */
  style?: CSSProperties;
}

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onValueChange: (value: T) => void;
}

export function SelectField<T extends string>({ label, value, options, onValueChange }: SelectFieldProps<T>) {
  const id = useId();
  const current = options.find((o) => o.value === value);
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select.Root value={value} onValueChange={(v) => onValueChange(v as T)}>
        <Select.Trigger
          id={id}
          className="flex h-10 w-full items-center justify-between gap-2 rounded-xl bg-white px-3 text-left text-sm text-slate-900 shadow-xs ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
        >
          <span className="truncate" style={current?.style}>
            <Select.Value />
          </span>
          <Select.Icon>
            <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-[min(22rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
          >
            <Select.Viewport className="p-1">
              {options.map((option) => (
                <Select.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex h-9 cursor-pointer items-center rounded-lg pr-2 pl-8 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
                >
                  <Select.ItemIndicator className="absolute left-2 inline-flex">
                    <Check aria-hidden="true" className="size-4 text-brand-600" />
                  </Select.ItemIndicator>
                  <Select.ItemText>
                    <span style={option.style}>{option.label}</span>
                  </Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
