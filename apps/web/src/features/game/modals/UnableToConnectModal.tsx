import { WifiOff } from 'lucide-react';
import { Button } from '../../../ui/Button.tsx';
import { InfoModal } from './InfoModal.tsx';

/** Spec §4: after 10 failed attempts the overlay gives way to this modal. */
export function UnableToConnectModal({ open, onRetry }: { open: boolean; onRetry: () => void }) {
  return (
    <InfoModal
      open={open}
      title="Unable to connect"
      description="We could not reach the game after several tries. Check your connection and try again."
      icon={<WifiOff />}
      testId="unable-to-connect-modal"
    >
      <Button size="lg" onClick={onRetry}>
        Try again
      </Button>
      <Button size="lg" variant="secondary" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </InfoModal>
  );
}
