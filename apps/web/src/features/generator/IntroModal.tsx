import { Hash, LayoutGrid } from 'lucide-react';
import { Modal } from '../../ui/Modal.tsx';
import { StartOption } from './StartOption.tsx';

interface IntroModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onTraditional: () => void;
  onBlank: () => void;
  creatingBlank: boolean;
  busy: boolean;
}

/** Spec §2 intro modal (600x600 on desktop): how to start a new card. */
export function IntroModal({
  open,
  onOpenChange,
  onTraditional,
  onBlank,
  creatingBlank,
  busy,
}: IntroModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      testId="intro-modal"
      title="How would you like to start?"
      description="Pick a starting point. You can change the words, pictures and look at any time."
      className="sm:h-[600px] sm:w-[600px]"
    >
      <div className="mt-6 flex flex-1 flex-col gap-3">
        <StartOption
          icon={Hash}
          title="Traditional bingo"
          description="Classic number cards for 30, 75, 80 or 90 ball games."
          onSelect={onTraditional}
          disabled={busy}
          tint="bg-brand-50 text-brand-700"
        />
        <StartOption
          icon={LayoutGrid}
          title="Blank card"
          description="Add your own words or pictures. Good for image and music bingo."
          onSelect={onBlank}
          busy={creatingBlank}
          disabled={busy}
          tint="bg-amber-50 text-amber-700"
        />
      </div>
      <p className="mt-6 rounded-2xl bg-paper p-4 text-sm text-slate-600">
        No account needed. Your card saves automatically on this device, and you can share it with a link.
      </p>
    </Modal>
  );
}
