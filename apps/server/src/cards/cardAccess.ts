import type { AppDeps } from '../appDeps.ts';
import type { AuthUser } from '../auth/roles.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/httpError.ts';
import { SERVER_MESSAGES } from '../http/serverMessages.ts';
import { cardImageKeys } from '../images/imageRepo.ts';
import { authorizeCardWrite } from './authorizeCardWrite.ts';
import { deleteCardRow, findCard, type StoredCard } from './cardRepo.ts';

/** A card that must exist: 404 'Card not found.' otherwise (also for malformed ids). */
export async function requireCard(db: Queryable, id: string, options: { forUpdate?: boolean } = {}) {
  const card = await findCard(db, id, options);
  if (!card) throw new HttpError(404, SERVER_MESSAGES.cardNotFound);
  return card;
}

/** Loads a card the user may change, locking its row for the rest of the transaction. */
export async function requireWritableCard(tx: Queryable, id: string, user: AuthUser): Promise<StoredCard> {
  const card = await requireCard(tx, id, { forUpdate: true });
  authorizeCardWrite(card, user);
  return card;
}

/**
 * Deletes a card and its image rows in one transaction, then its image files. Files go last: a
 * failed file delete leaves an orphan file, never a card pointing at a missing image.
 */
export async function deleteCardWithImages(deps: AppDeps, id: string, user: AuthUser): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    await requireWritableCard(tx, id, user);
    const imageKeys = await cardImageKeys(tx, id);
    await deleteCardRow(tx, id);
    return imageKeys;
  });
  await removeBlobs(deps, keys);
}

export async function removeBlobs(deps: Pick<AppDeps, 'blobs'>, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => deps.blobs.delete(key)));
}
