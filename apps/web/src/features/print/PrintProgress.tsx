import { Button } from '../../ui/Button.tsx';
import type { PrintState } from './usePrintJob.ts';

/** The server-fed progress of a print: pages drawn of pages planned, and a way to stop it. */
export function PrintProgress({ state, onCancel }: { state: PrintState; onCancel: () => void }) {
  if (state.phase !== 'running' && state.phase !== 'starting') return null;
  const job = state.phase === 'running' ? state.job : null;
  const percent = job && job.totalPages > 0 ? Math.round((job.pagesDone / job.totalPages) * 100) : 0;
  return (
    <div className="space-y-2" data-testid="print-progress">
      <div className="flex items-center justify-between text-sm text-slate-600">
        <span>{job ? `Drawing page ${job.pagesDone} of ${job.totalPages}` : 'Starting…'}</span>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label="Print progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
