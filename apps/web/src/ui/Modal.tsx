import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Size classes; the spec fixes desktop sizes per modal (e.g. intro 600x600). */
  className?: string;
  testId?: string;
  /** Hides the close button for modals that must be answered. */
  dismissible?: boolean;
}

/** A centred dialog that becomes a full-width sheet on phones. Radix traps focus and restores it. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  testId,
  dismissible = true,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          data-testid={testId}
          onEscapeKeyDown={(e) => !dismissible && e.preventDefault()}
          onPointerDownOutside={(e) => !dismissible && e.preventDefault()}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl shadow-slate-900/20 focus:outline-none data-[state=open]:animate-pop-in sm:p-8',
            className,
          )}
        >
          <Dialog.Title className="pr-8 font-display text-2xl font-semibold text-slate-900">
            {title}
          </Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
          {dismissible ? (
            <Dialog.Close
              aria-label="Close"
              className="absolute top-4 right-4 grid size-9 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
