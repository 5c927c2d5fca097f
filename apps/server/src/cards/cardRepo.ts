import { randomUUID } from 'node:crypto';
import { type CardPayload, CardPayloadSchema } from '@bingo/core';
import type { Queryable } from '../db/db.ts';

/** A card as stored: the client-writable payload plus what only the server sets. */
export interface StoredCard {
  id: string;
  userId: string;
  payload: CardPayload;
  cloneCardId: string | null;
  createdAt: string;
  updatedAt: string;
}

interface CardRow {
  id: string;
  user_id: string;
  payload: unknown;
  clone_card_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const CARD_COLUMNS = 'id, user_id, payload, clone_card_id, created_at, updated_at';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs; a malformed one is simply not found (PostgreSQL would reject it as uuid). */
export function isCardId(id: string): boolean {
  return UUID.test(id);
}

export async function insertCard(
  db: Queryable,
  card: { userId: string; payload: CardPayload; cloneCardId?: string | null },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO cards (id, user_id, title, card_type, card_grid, payload, clone_card_id)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [
      id,
      card.userId,
      card.payload.cardTitle,
      card.payload.cardType,
      card.payload.cardGrid,
      JSON.stringify(card.payload),
      card.cloneCardId ?? null,
    ],
  );
  return id;
}

export async function findCard(db: Queryable, id: string, options: { forUpdate?: boolean } = {}) {
  if (!isCardId(id)) return null;
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM cards WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? toStoredCard(rows[0]) : null;
}

/** Replaces the payload and bumps updated_at; null when the card is gone. */
export async function updateCardPayload(
  db: Queryable,
  id: string,
  payload: CardPayload,
): Promise<StoredCard | null> {
  const rows = await db.query<CardRow>(
    `UPDATE cards SET title = $2, card_type = $3, card_grid = $4, payload = $5::jsonb, updated_at = now()
      WHERE id = $1 RETURNING ${CARD_COLUMNS}`,
    [id, payload.cardTitle, payload.cardType, payload.cardGrid, JSON.stringify(payload)],
  );
  return rows[0] ? toStoredCard(rows[0]) : null;
}

export async function deleteCardRow(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>('DELETE FROM cards WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

export interface CardListQuery {
  page: number;
  size: number;
  /** Case-insensitive substring of the title; empty means all. */
  title: string;
}

/** One page of a user's cards, most recently updated first, and how many match in total. */
export async function listUserCards(
  db: Queryable,
  userId: string,
  query: CardListQuery,
): Promise<{ cards: StoredCard[]; count: number }> {
  const pattern = `%${escapeLike(query.title.toLowerCase())}%`;
  const where = 'user_id = $1 AND lower(title) LIKE $2';
  const [rows, counts] = await Promise.all([
    db.query<CardRow>(
      `SELECT ${CARD_COLUMNS} FROM cards WHERE ${where}
        ORDER BY updated_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [userId, pattern, query.size, (query.page - 1) * query.size],
    ),
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM cards WHERE ${where}`, [userId, pattern]),
  ]);
  return { cards: rows.map(toStoredCard), count: counts[0]?.count ?? 0 };
}

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function toStoredCard(row: CardRow): StoredCard {
  return {
    id: row.id,
    userId: row.user_id,
    // Parsing on read fills in defaults of fields added after the card was saved.
    payload: CardPayloadSchema.parse(row.payload),
    cloneCardId: row.clone_card_id,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
