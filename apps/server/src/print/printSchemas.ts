import { PrintOptionsSchema } from '@bingo/core';
import { z } from 'zod';

/** POST /api/cards/print-card and .../jobs: which card, and the print form's options. */
export const PrintBodySchema = z.object({
  cardId: z.string().min(1).max(64),
  options: PrintOptionsSchema.default(PrintOptionsSchema.parse({})),
});
export type PrintBody = z.output<typeof PrintBodySchema>;

/** POST /api/cards/print-card/check: a card of a printed set and the calls so far. */
export const CheckBodySchema = z.object({
  cardId: z.string().min(1).max(64),
  setCode: z.string().min(1).max(20),
  serial: z.union([z.number().int(), z.string().max(10)]),
  calledKeys: z.array(z.number().int().min(-1).max(10_000)).max(1000).default([]),
});

export interface JobParams {
  Params: { jobId: string };
}
