import { TriangleAlert } from 'lucide-react';
import { Button } from '../../../ui/Button.tsx';
import { InfoModal } from '../modals/InfoModal.tsx';
import { LEAVE_WARNING } from './useLeaveProtection.ts';

interface EndGameConfirmModalProps {
  open: boolean;
  onSaveAndLeave: () => void;
  onEndAndLeave: () => void;
  onStay: () => void;
}

/** Spec §2 end game confirm: not dismissible, no close button; the caller must choose. */
export function EndGameConfirmModal({
  open,
  onSaveAndLeave,
  onEndAndLeave,
  onStay,
}: EndGameConfirmModalProps) {
  return (
    <InfoModal
      open={open}
      title="Leave the game?"
      description={LEAVE_WARNING}
      icon={<TriangleAlert />}
      testId="end-game-confirm-modal"
    >
      <Button size="lg" onClick={onSaveAndLeave}>
        Save game and leave
      </Button>
      <Button size="lg" variant="danger" onClick={onEndAndLeave}>
        End game and leave
      </Button>
      <Button size="lg" variant="secondary" onClick={onStay}>
        Stay in the game
      </Button>
    </InfoModal>
  );
}
