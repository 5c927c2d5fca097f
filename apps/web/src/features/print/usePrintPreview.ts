import type { CardPayload, PrintOptions } from '@bingo/core';
import { type PrintPage, printPages, printPlan, renderSvg, watermarkSvg } from '@bingo/render';
import { useMemo } from 'react';

/** How many pages the live preview draws: enough to see the layout, cheap enough for every keystroke. */
const PREVIEW_PAGES = 2;

export interface PreviewPage {
  svg: string;
  /** The SAMPLE overlay the PDF draws on watermarked prints, at the page's size. */
  watermark: string;
  aspectRatio: string;
  kind: PrintPage['kind'];
}

/**
 * The first pages of the print, laid out by the same engine and the same set code as the server's
 * PDF, so the preview is the print. Caller pages, when asked for, are previewed too (first one).
 */
export function usePrintPreview(card: CardPayload, options: PrintOptions, setCode: string) {
  return useMemo(() => {
    const input = { card, options, setCode };
    const plan = printPlan(input);
    const pages: PreviewPage[] = [];
    for (const page of printPages(input, plan)) {
      if (pages.length >= PREVIEW_PAGES) break;
      pages.push(toPreview(page, pages.length));
    }
    const caller = plan.callerPages[0];
    if (caller && !pages.some((p) => p.kind === 'caller')) {
      pages.push(toPreview({ ...caller, kind: 'caller', serials: [] }, pages.length));
    }
    return { pages, totalPages: plan.totalPages, perPage: plan.perPage };
  }, [card, options, setCode]);
}

function toPreview(page: PrintPage, index: number): PreviewPage {
  return {
    svg: renderSvg(page, { idPrefix: `print-${index}`, title: `Print preview, page ${index + 1}` }),
    watermark: watermarkSvg(page.width, page.height),
    aspectRatio: `${page.width} / ${page.height}`,
    kind: page.kind,
  };
}
