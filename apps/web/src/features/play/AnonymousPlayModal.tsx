import { Link } from 'react-router';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';

interface AnonymousPlayModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cardId: string;
  onContinue: () => void;
}

/** Spec §2 anonymous user play: hosting works without an account; an account keeps games and adds seats. */
export function AnonymousPlayModal({ open, onOpenChange, cardId, onContinue }: AnonymousPlayModalProps) {
  const callbackUrl = encodeURIComponent(`/caller/${cardId}/`);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      testId="anonymous-play-modal"
      title="Host without an account?"
      description="You can host this game right now as a guest. Sign up free to keep your saved games on any device and to grow your room later."
      className="sm:max-w-md"
    >
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <Button size="lg" className="flex-1" onClick={onContinue}>
          Host as a guest
        </Button>
        <Link
          to={`/register/?callbackUrl=${callbackUrl}`}
          className={buttonClass('secondary', 'lg', 'flex-1')}
        >
          Sign up first
        </Link>
      </div>
    </Modal>
  );
}
