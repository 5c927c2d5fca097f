import type { PreviewPage } from './usePrintPreview.ts';

interface PrintPreviewProps {
  pages: PreviewPage[];
  totalPages: number;
  watermark: boolean;
}

/**
 * The first pages of the print as SVG, drawn from the same display lists the PDF draws. The SVG comes
 * from packages/render, which escapes all card text, so injecting it is safe.
 */
export function PrintPreview({ pages, totalPages, watermark }: PrintPreviewProps) {
  return (
    <section aria-label="Print preview" className="space-y-3">
      <p className="text-sm text-slate-500">
        Preview of the first {pages.length === 1 ? 'page' : `${pages.length} pages`} of {totalPages}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {pages.map((page, i) => (
          <figure
            // Pages are positional: the list is rebuilt whole on every change.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            className="relative overflow-hidden rounded-lg bg-white shadow-md ring-1 ring-slate-200"
            style={{ aspectRatio: page.aspectRatio }}
          >
            <div
              data-testid={`print-preview-page-${i}`}
              className="absolute inset-0"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the renderer escapes all card text.
              dangerouslySetInnerHTML={{ __html: page.svg }}
            />
            {watermark ? (
              <div
                aria-hidden="true"
                data-testid="print-preview-watermark"
                className="pointer-events-none absolute inset-0"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string from packages/render.
                dangerouslySetInnerHTML={{ __html: page.watermark }}
              />
            ) : null}
          </figure>
        ))}
      </div>
    </section>
  );
}
