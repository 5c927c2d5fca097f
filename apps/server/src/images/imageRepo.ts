import type { Queryable } from '../db/db.ts';

export interface CardImage {
  id: string;
  cardId: string;
  userId: string;
  blobKey: string;
  name: string;
  width: number;
  height: number;
  bytes: number;
}

export async function insertCardImages(db: Queryable, images: readonly CardImage[]): Promise<void> {
  for (const image of images) {
    await db.query(
      `INSERT INTO card_images (id, card_id, user_id, blob_key, name, width, height, bytes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        image.id,
        image.cardId,
        image.userId,
        image.blobKey,
        image.name,
        image.width,
        image.height,
        image.bytes,
      ],
    );
  }
}

/** Blob keys of all images of a card (to remove the files once the card is gone). */
export async function cardImageKeys(db: Queryable, cardId: string): Promise<string[]> {
  const rows = await db.query<{ blob_key: string }>('SELECT blob_key FROM card_images WHERE card_id = $1', [
    cardId,
  ]);
  return rows.map((r) => r.blob_key);
}

/** Deletes the given images of one card; returns the keys that were actually the card's. */
export async function deleteCardImages(
  db: Queryable,
  cardId: string,
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.query<{ blob_key: string }>(
    'DELETE FROM card_images WHERE card_id = $1 AND blob_key = ANY($2::text[]) RETURNING blob_key',
    [cardId, keys],
  );
  return rows.map((r) => r.blob_key);
}
