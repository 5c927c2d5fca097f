import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';
import { cn } from '../cn.ts';
import { FieldLabel } from './FieldLabel.tsx';

export const inputClass =
  'block h-10 w-full rounded-xl border-0 bg-white px-3 text-sm text-slate-900 shadow-xs ring-1 ring-slate-300 ring-inset ' +
  'placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
}

export function TextField({ label, value, onValueChange, hint, className, ...props }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        className={inputClass}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className={cn('mt-1 text-xs text-slate-500')}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
