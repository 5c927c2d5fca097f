import { isBlankCard, TOASTS } from '@bingo/core';
import type { LucideIcon } from 'lucide-react';
import { Printer, Radio, Share2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { Logo, LogoMark } from '../../ui/Logo.tsx';
import { showToast } from '../../ui/toasts.ts';
import { useEditor } from './EditorContext.tsx';
import { SaveStatusChip } from './SaveStatusChip.tsx';
import type { SaveStatus } from './useAutosave.ts';

interface Action {
  label: string;
  icon: LucideIcon;
  to: (cardId: string) => string;
  primary?: boolean;
}

const ACTIONS: Action[] = [
  { label: 'Share', icon: Share2, to: (id) => `/share/${id}/` },
  { label: 'Print', icon: Printer, to: (id) => `/play/${id}/?tab=print` },
  { label: 'Play', icon: Radio, to: (id) => `/play/${id}/?tab=play`, primary: true },
];

/** Brand, save status and the ways out of the editor; a blank card cannot be shared, printed or played. */
export function EditorTopBar({ status, problem }: { status: SaveStatus; problem: string }) {
  const { card, cardId } = useEditor();
  const navigate = useNavigate();

  function go(action: Action) {
    if (isBlankCard(card)) {
      showToast(TOASTS.cardBlank, 'error');
      return;
    }
    navigate(action.to(cardId));
  }

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:h-16 sm:gap-3 sm:px-4 lg:px-6">
        <Logo className="max-sm:hidden" />
        <Link to="/" aria-label="Bingo Studio home" className="rounded-lg sm:hidden">
          <LogoMark />
        </Link>
        <div className="mx-1 hidden h-6 w-px bg-slate-200 md:block" />
        <p className="hidden min-w-0 truncate text-sm font-medium text-slate-600 md:block">
          {card.cardTitle}
        </p>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <SaveStatusChip status={status} problem={problem} />
          {ACTIONS.map((action) => (
            <Button
              key={action.label}
              variant={action.primary ? 'primary' : 'ghost'}
              size="md"
              onClick={() => go(action)}
              className="max-sm:size-9 max-sm:px-0"
            >
              <action.icon aria-hidden="true" />
              <span className="max-sm:sr-only">{action.label}</span>
            </Button>
          ))}
        </div>
      </div>
    </header>
  );
}
