import type { CardPayload } from '@bingo/core';
import { MESSAGES } from '@bingo/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { createNewCard } from './createCardFlow.ts';

export interface CreationRequest {
  payload: CardPayload;
  /** Blank cards open with the onboarding hint (spec §2: ?onboard=true). */
  onboard: boolean;
}

/** Creates a card and opens it in the editor; failures show the spec's destructive toast. */
export function useCardCreation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ payload, onboard }: CreationRequest) => ({
      cardId: await createNewCard(payload),
      onboard,
    }),
    onSuccess: ({ cardId, onboard }) => {
      if (!cardId) {
        toast.error(MESSAGES.cardCreateDefault);
        return;
      }
      navigate(`/card/edit/${cardId}/${onboard ? '?onboard=true' : ''}`);
    },
    onError: (error) => {
      const detail =
        error.message && error.message !== MESSAGES.cardCreateDefault ? error.message : undefined;
      toast.error(MESSAGES.cardCreateDefault, { description: detail });
    },
  });
}
