import type { Card } from '@bingo/core';
import type { AuthUser } from '../auth/roles.ts';
import { canWriteCard } from './authorizeCardWrite.ts';
import type { StoredCard } from './cardRepo.ts';

/** The API shape of a card (CardSchema of core) as seen by a given viewer. */
export function toCardView(card: StoredCard, viewer: AuthUser | null): Card {
  return {
    ...card.payload,
    cardId: card.id,
    postId: null,
    postType: 'card',
    userId: card.userId,
    createdAt: card.createdAt,
    updatedAt: card.updatedAt,
    hasDetailPage: false,
    isChanged: false,
    isEditable: viewer !== null && canWriteCard(card, viewer),
    cloneCardId: card.cloneCardId,
  };
}
