import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { boxPath, circlePath } from './shapes.ts';

/** The operators pdfkit itself writes for a path traced on a fresh page (its page-flip line dropped). */
function pdfkitOps(trace: (doc: PDFKit.PDFDocument) => void): string {
  const doc = new PDFDocument({ autoFirstPage: false, compress: false, font: null as unknown as string });
  doc.addPage({ size: [600, 800], margin: 0 });
  const page = doc.page as unknown as { content: { buffer: Uint8Array[] } };
  const before = page.content.buffer.length;
  trace(doc);
  const written = page.content.buffer.slice(before).map((chunk) => new TextDecoder().decode(chunk));
  return written.join('').trim();
}

describe('paths written without pdfkit calls', () => {
  it.each([
    { x: 10, y: 20, width: 100, height: 50, radius: 8 },
    { x: 10.123456789, y: 20.5, width: 100.25, height: 50, radius: 80 }, // radius capped at half the side
    { x: 0, y: 0, width: 40, height: 40, radius: 0, corners: { tl: 6, tr: 0, br: 3, bl: 12 } },
  ])('a box traces exactly as pdfkit roundedRect does: %o', (box) => {
    const c = box.corners ?? { tl: box.radius, tr: box.radius, br: box.radius, bl: box.radius };
    const expected = pdfkitOps((doc) =>
      doc.roundedRect(box.x, box.y, box.width, box.height, [c.tl, c.tr, c.br, c.bl] as unknown as number),
    );
    expect(expected).toContain(' c\n');
    expect(boxPath(box)).toBe(expected);
  });

  it('a square box is one re operator', () => {
    expect(boxPath({ x: 1, y: 2, width: 3, height: 4, radius: 0 })).toBe('1 2 3 4 re');
  });

  it('a circle traces exactly as pdfkit circle does', () => {
    expect(circlePath(50.5, 60, 12.25)).toBe(pdfkitOps((doc) => doc.circle(50.5, 60, 12.25)));
  });
});
