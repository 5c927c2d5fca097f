import type { ImageRef } from '@bingo/core';
import { uploadHint } from '@bingo/core';
import { ImageIcon, Upload, X } from 'lucide-react';
import { Button } from '../../../ui/Button.tsx';
import { FieldLabel } from '../../../ui/fields/FieldLabel.tsx';
import { FilePickButton } from './FilePickButton.tsx';
import { UploadProgressBar } from './UploadProgressBar.tsx';
import { useImageUpload } from './useImageUpload.ts';

interface ImageFieldProps {
  label: string;
  value: ImageRef;
  onChange: (value: ImageRef) => void;
  /** Recommended pixel size for this slot, e.g. '512x512'. */
  recommended: string;
  testId?: string;
}

const NO_IMAGE: ImageRef = { value: '', upload: false };

/** One picture slot (background, logo, free space): upload, replace or remove. */
export function ImageField({ label, value, onChange, recommended, testId }: ImageFieldProps) {
  const { upload, progress, busy } = useImageUpload();

  async function pick(files: File[]) {
    const [image] = await upload(files.slice(0, 1));
    if (image) onChange({ value: image.url, upload: true });
  }

  return (
    <div>
      <FieldLabel>{label}</FieldLabel>
      <div className="flex items-center gap-3">
        <div className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
          {value.value ? (
            <img src={value.value} alt={`${label} (current)`} className="size-full object-cover" />
          ) : (
            <ImageIcon aria-hidden="true" className="size-5 text-slate-400" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <FilePickButton
            onFiles={pick}
            disabled={busy}
            testId={testId}
            label={`${value.value ? 'Replace' : 'Upload'} ${label.toLowerCase()}`}
          >
            <Upload aria-hidden="true" />
            {value.value ? 'Replace' : 'Upload'}
          </FilePickButton>
          {value.value ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(NO_IMAGE)}
              aria-label={`Remove ${label.toLowerCase()}`}
            >
              <X aria-hidden="true" />
              Remove
            </Button>
          ) : null}
        </div>
      </div>
      {progress ? (
        <div className="mt-2">
          <UploadProgressBar progress={progress} />
        </div>
      ) : (
        <p className="mt-1.5 text-xs text-slate-500">{uploadHint(recommended)}</p>
      )}
    </div>
  );
}
