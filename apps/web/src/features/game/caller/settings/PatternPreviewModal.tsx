import type { CardGrid } from '@bingo/core';
import { patternPreview } from '@bingo/core';
import { Modal } from '../../../../ui/Modal.tsx';
import { PatternGrid } from './PatternGrid.tsx';

const MAX_SHOWN = 12;

interface PatternPreviewModalProps {
  patternId: string | null;
  grid: CardGrid;
  customPattern: readonly number[];
  onClose: () => void;
}

/** Spec §2 pattern preview: the shape a winning card must show; "any of" patterns list their variants. */
export function PatternPreviewModal({ patternId, grid, customPattern, onClose }: PatternPreviewModalProps) {
  const preview = patternId ? patternPreview(patternId, grid, customPattern) : null;
  const ok = preview && !('error' in preview) ? preview : null;
  return (
    <Modal
      open={patternId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={ok ? ok.name : 'Pattern'}
      description={
        ok
          ? ok.kind === 'anyOf'
            ? `Any one of these ${ok.masks.length} shapes wins.`
            : 'Every highlighted square must be marked.'
          : 'This pattern does not fit this card.'
      }
      testId="pattern-preview-modal"
      className="max-w-lg"
    >
      {ok ? (
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          {ok.masks.slice(0, MAX_SHOWN).map((mask) => (
            <PatternGrid
              key={mask.join(',')}
              rows={ok.rows}
              columns={ok.columns}
              cells={mask}
              size={ok.masks.length > 1 ? 'sm' : 'md'}
            />
          ))}
          {ok.masks.length > MAX_SHOWN ? (
            <p className="w-full text-center text-sm text-slate-500">
              …and {ok.masks.length - MAX_SHOWN} more.
            </p>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
