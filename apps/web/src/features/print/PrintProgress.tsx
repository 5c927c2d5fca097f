import { Button } from '../../ui/Button.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
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
      <ProgressBar label="Print progress" percent={percent} />
    </div>
  );
}
