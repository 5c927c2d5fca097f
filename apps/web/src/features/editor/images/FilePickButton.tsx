import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { Button } from '../../../ui/Button.tsx';

const ACCEPT = 'image/png,image/jpeg,image/webp';

interface FilePickButtonProps {
  children: ReactNode;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md';
  testId?: string;
  /** The accessible name when the button shows only an icon. */
  label?: string;
}

/** A real button that opens the file picker; the input itself stays hidden but reachable for tests. */
export function FilePickButton({
  children,
  onFiles,
  multiple,
  disabled,
  variant = 'secondary',
  size = 'sm',
  testId,
  label,
}: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <>
      <input
        id={id}
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple={multiple}
        tabIndex={-1}
        aria-hidden="true"
        data-testid={testId}
        className="sr-only"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button
        variant={variant}
        size={size}
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-label={label}
      >
        {children}
      </Button>
    </>
  );
}
