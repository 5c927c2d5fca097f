import type { AuthUser } from '../auth/roles.ts';
import { HttpError } from '../http/httpError.ts';
import { SERVER_MESSAGES } from '../http/serverMessages.ts';
import type { StoredCard } from './cardRepo.ts';

/** The one rule for changing a card: its owner, or an administrator. */
export function canWriteCard(card: Pick<StoredCard, 'userId'>, user: AuthUser): boolean {
  return card.userId === user.userId || user.role === 'administrator';
}

/** Throws 403 unless the user may change the card. */
export function authorizeCardWrite(card: Pick<StoredCard, 'userId'>, user: AuthUser): void {
  if (!canWriteCard(card, user)) throw new HttpError(403, SERVER_MESSAGES.notYourCard);
}
