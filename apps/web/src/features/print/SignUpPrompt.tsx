import { Link } from 'react-router';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';

interface SignUpPromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cardId: string;
}

/** The anonymous user print modal (spec §2): the sample is watermarked; an account prints clean files. */
export function SignUpPrompt({ open, onOpenChange, cardId }: SignUpPromptProps) {
  const callbackUrl = encodeURIComponent(`/play/${cardId}/?tab=print`);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      testId="anonymous-print-modal"
      title="Your sample PDF is downloading"
      description="Prints made without an account carry a SAMPLE watermark. Sign up free to print clean cards, keep your sets and reprint any card from its serial."
      className="sm:max-w-md"
    >
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <Link to={`/register/?callbackUrl=${callbackUrl}`} className={buttonClass('primary', 'lg', 'flex-1')}>
          Sign up to print
        </Link>
        <Button variant="secondary" size="lg" className="flex-1" onClick={() => onOpenChange(false)}>
          Keep the sample
        </Button>
      </div>
    </Modal>
  );
}
