import { useEffect, useId, useState } from 'react';
import { FieldLabel } from './FieldLabel.tsx';

const HEX = /^#[0-9a-fA-F]{6}$/;

interface ColorFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * The system colour picker plus a hex box. The hex box keeps what the person types and only
 * commits complete colours, so typing "#12" never reaches the card (the schema would reject it).
 */
export function ColorField({ label, value, onValueChange }: ColorFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  function commitText(raw: string) {
    const withHash = raw.startsWith('#') ? raw : `#${raw}`;
    setText(withHash);
    if (HEX.test(withHash)) onValueChange(withHash.toLowerCase());
  }

  return (
    <div>
      <FieldLabel htmlFor={`${id}-hex`}>{label}</FieldLabel>
      <div className="flex h-10 items-center gap-2 rounded-xl bg-white pr-3 pl-1.5 shadow-xs ring-1 ring-slate-300 ring-inset focus-within:ring-2 focus-within:ring-brand-600">
        <input
          type="color"
          value={HEX.test(value) ? value : '#000000'}
          onChange={(e) => onValueChange(e.target.value)}
          aria-label={`${label}: pick a colour`}
          className="size-7 shrink-0 cursor-pointer rounded-lg border-0 bg-transparent p-0 [&::-moz-color-swatch]:rounded-md [&::-webkit-color-swatch]:rounded-md [&::-webkit-color-swatch]:border-slate-300 [&::-webkit-color-swatch-wrapper]:p-0"
        />
        <input
          id={`${id}-hex`}
          value={text}
          onChange={(e) => commitText(e.target.value.trim())}
          onBlur={() => setText(value)}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          className="w-full min-w-0 border-0 bg-transparent p-0 font-mono text-sm text-slate-800 uppercase focus:ring-0 focus:outline-none"
        />
      </div>
    </div>
  );
}
