import { CardPayloadSchema, PAGE_SIZES } from '@bingo/core';
import { z } from 'zod';

export const MAX_LIST_SIZE = 50;

/** A missing body means "all defaults" (the generator's blank card). */
export const CardPayloadBodySchema = z.preprocess((body) => body ?? {}, CardPayloadSchema);

const pageSize = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .default(fallback)
    .transform((n) => Math.min(n, MAX_LIST_SIZE));

export const CardListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: pageSize(PAGE_SIZES.userCards),
  cardTitle: z.string().trim().max(120).default(''),
});

export const RecentCardsQuerySchema = z.object({ size: pageSize(PAGE_SIZES.recentlyModified) });

/** A partial playingSettings object; merged with the stored settings, then validated as a whole. */
export const PlayingSettingsPatchSchema = z.record(z.string(), z.unknown());

export type IdParams = { Params: { id: string } };
