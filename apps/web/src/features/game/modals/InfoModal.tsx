import type { ReactNode } from 'react';
import { Modal } from '../../../ui/Modal.tsx';

interface InfoModalProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  testId: string;
  /** A status the person can look past (paused, waiting) may be closed; decisions may not. */
  onClose?: () => void;
  children?: ReactNode;
}

/** The shared frame of the game's status modals: an icon, a title, a line of text and actions. */
export function InfoModal({ open, title, description, icon, testId, onClose, children }: InfoModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose?.()}
      title={
        <span className="flex items-center gap-3">
          {icon ? (
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700 [&_svg]:size-5"
            >
              {icon}
            </span>
          ) : null}
          {title}
        </span>
      }
      description={description}
      dismissible={Boolean(onClose)}
      testId={testId}
      className="max-w-md"
    >
      {children ? <div className="mt-6 flex flex-col gap-3">{children}</div> : null}
    </Modal>
  );
}
