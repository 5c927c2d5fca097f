import type { Writable } from 'node:stream';
import type { CardPayload, PrintOptions } from '@bingo/core';
import { printPages, printPlan } from '@bingo/render';
import { type PdfImageSource, PdfWriter } from '@bingo/render/pdf';
import { serverPdfAssets } from './pdfAssets.ts';

/** Everything one print needs, already validated and loaded. */
export interface PrintRequest {
  card: CardPayload;
  options: PrintOptions;
  setCode: string;
  watermark: boolean;
  images: Map<string, PdfImageSource>;
  imageSizes: Record<string, { width: number; height: number }>;
  createdAt: Date;
}

export interface PrintProgress {
  pagesDone: number;
  totalPages: number;
}

/** Pages drawn between two yields to the event loop: other requests (and a cancel) get their turn. */
const PAGES_PER_SLICE = 8;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The number of pages a print will have, known before any card is dealt. */
export function plannedPages(request: Pick<PrintRequest, 'card' | 'options' | 'setCode'>): number {
  return printPlan(request).totalPages;
}

/**
 * Draws a print into `out` page by page: the layout engine's pages, the PDF writer, progress after
 * every slice, and a stop between slices when `signal` aborts (the stream then ends early and the
 * caller discards it). Resolves when the last byte has been handed to `out`.
 */
export async function generatePrint(
  request: PrintRequest,
  out: Writable,
  hooks: { signal?: AbortSignal; onProgress?: (progress: PrintProgress) => void } = {},
): Promise<'done' | 'cancelled'> {
  const input = {
    card: request.card,
    options: request.options,
    setCode: request.setCode,
    imageSizes: request.imageSizes,
  };
  const plan = printPlan(input);
  const writer = new PdfWriter({
    assets: serverPdfAssets(request.images),
    title: `${request.card.cardTitle || 'Bingo'} · Set ${request.setCode}`,
    watermark: request.watermark,
    createdAt: request.createdAt,
  });
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('close', resolve);
    out.on('error', reject);
    writer.doc.on('error', reject);
  });
  writer.doc.pipe(out);
  for (const page of printPages(input, plan)) {
    writer.addPage(page);
    if (writer.pages % PAGES_PER_SLICE === 0) {
      hooks.onProgress?.({ pagesDone: writer.pages, totalPages: plan.totalPages });
      await nextTurn();
      if (hooks.signal?.aborted) {
        writer.end();
        await finished;
        return 'cancelled';
      }
    }
  }
  writer.end();
  await finished;
  hooks.onProgress?.({ pagesDone: writer.pages, totalPages: plan.totalPages });
  return 'done';
}
