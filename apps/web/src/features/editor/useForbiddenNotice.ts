import { MESSAGES } from '@bingo/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SaveStatus } from './useAutosave.ts';

/** When the server refuses a save (session gone, someone else's card), say why and offer a copy. */
export function useForbiddenNotice(status: SaveStatus, problem: string, cardId: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (status !== 'forbidden') return;
    toast.error(problem || MESSAGES.notYourCard, {
      description: 'Your latest changes were not saved. Make a copy to keep editing.',
      duration: Number.POSITIVE_INFINITY,
      action: { label: 'Make a copy', onClick: () => navigate(`/generator/?cloneid=${cardId}`) },
    });
  }, [status, problem, cardId, navigate]);
}
