import type { UploadProgress } from './useImageUpload.ts';

export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const percent = progress.total ? Math.round((progress.done / progress.total) * 100) : 100;
  return (
    <div>
      <p className="mb-1 text-xs text-slate-600" aria-live="polite">
        Uploading {progress.total} {progress.total === 1 ? 'picture' : 'pictures'}… {percent}%
      </p>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full animate-pulse rounded-full bg-brand-500 transition-[width]"
          style={{ width: `${Math.max(percent, 8)}%` }}
        />
      </div>
    </div>
  );
}
