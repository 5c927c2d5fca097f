import { useQuery } from '@tanstack/react-query';
import { fetchCard } from '../../api/cards.ts';

export const cardQueryKey = (cardId: string) => ['card', cardId] as const;

/** One card from GET /api/cards/{id}. */
export function useCard(cardId: string) {
  return useQuery({
    queryKey: cardQueryKey(cardId),
    queryFn: () => fetchCard(cardId),
    enabled: cardId !== '',
  });
}
