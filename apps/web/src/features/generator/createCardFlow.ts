import type { BallCount, CardPayload } from '@bingo/core';
import { defaultCardPayload, GRID_BY_BALL_COUNT, MESSAGES } from '@bingo/core';
import { ApiError, cardExists, cloneCard, createAnonymousCard, createCard } from '../../api/cards.ts';
import type { ApiResult } from '../../api/request.ts';
import { isAccountSession, readSession, saveSession } from '../../api/session.ts';

/** A new blank card: the spec's default 5x5 text card, ready for the visitor's own items. */
export function blankCardPayload(): CardPayload {
  return defaultCardPayload({ cardType: 'text' });
}

/** A traditional number card; only the 75-ball game has the B I N G O header row. */
export function traditionalCardPayload(ballCount: BallCount): CardPayload {
  return defaultCardPayload({
    cardType: 'traditional',
    cardGrid: GRID_BY_BALL_COUNT[ballCount],
    cardTitle: `${ballCount} Ball Bingo`,
    cardSettings: { headerVisibility: ballCount === 75, freeSpace: ballCount === 75 },
  });
}

function cardIdOrThrow(result: ApiResult<{ cardId?: string }>): string | null {
  if (!result.status) throw new ApiError(result.message || MESSAGES.cardCreateDefault, result.httpStatus);
  return result.data?.cardId || null;
}

/** Whether the stored anonymous session can still be used (its card is still on the server). */
async function hasLiveSession(): Promise<boolean> {
  const session = readSession();
  // A signed-in session stays usable without a card of its own.
  return session !== null && (isAccountSession(session) || (await cardExists(session.cardId)));
}

/**
 * Spec §2: a visitor whose anonymous card still exists creates the new card with that session;
 * otherwise the anonymous endpoint creates the card and a new session. Resolves to the new card id,
 * or null when the server answered without one (card_creation_failed).
 */
export async function createNewCard(payload: CardPayload): Promise<string | null> {
  if (await hasLiveSession()) {
    const result = await createCard(payload);
    // 401: the server no longer knows the session; start a fresh anonymous one below.
    if (result.httpStatus !== 401) {
      const cardId = cardIdOrThrow(result);
      const session = readSession();
      if (cardId && session) saveSession({ ...session, cardId });
      return cardId;
    }
  }
  const result = await createAnonymousCard(payload);
  return cardIdOrThrow({ ...result, data: result.data ? { cardId: result.data.cardId } : undefined });
}

/** Copies a card for the visitor, creating an anonymous session first when there is none. */
export async function cloneExistingCard(sourceCardId: string): Promise<string | null> {
  if (!readSession()) cardIdOrThrow(await createAnonymousCard());
  let result = await cloneCard(sourceCardId);
  if (result.httpStatus === 401) {
    cardIdOrThrow(await createAnonymousCard());
    result = await cloneCard(sourceCardId);
  }
  const cardId = cardIdOrThrow(result);
  const session = readSession();
  if (cardId && session) saveSession({ ...session, cardId });
  return cardId;
}
