import type { CardPayload } from '@bingo/core';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../ui/cn.ts';
import { Modal } from '../../ui/Modal.tsx';
import { CardPreview } from '../preview/CardPreview.tsx';

/** On phones, once the preview has scrolled away, a floating button shows the card full size. */
export function PhonePreviewButton({ card, visible }: { card: CardPayload; visible: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        tabIndex={visible ? 0 : -1}
        aria-hidden={!visible}
        className={cn(
          'fixed right-4 bottom-4 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-slate-900 px-5 text-sm font-semibold text-white shadow-xl shadow-slate-900/30 transition lg:hidden',
          visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0',
        )}
      >
        <Eye aria-hidden="true" className="size-4" />
        Preview
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Preview" className="max-w-md">
        <div className="mt-4">
          {open ? <CardPreview card={card} idPrefix="phone-preview" testId="phone-card-preview" /> : null}
        </div>
      </Modal>
    </>
  );
}
