import { ProgressBar } from '../../../ui/ProgressBar.tsx';
import type { UploadProgress } from './useImageUpload.ts';

export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const percent = progress.total ? Math.round((progress.done / progress.total) * 100) : 100;
  return (
    <div>
      <p className="mb-1 text-xs text-slate-600" aria-live="polite">
        Uploading {progress.total} {progress.total === 1 ? 'picture' : 'pictures'}… {percent}%
      </p>
      <ProgressBar label="Upload progress" percent={percent} busy />
    </div>
  );
}
