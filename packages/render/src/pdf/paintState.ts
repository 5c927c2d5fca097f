import { num, type PageContent } from './content.ts';
import { normalizeColor } from './pdfkitInternals.ts';

/**
 * The fill and stroke last set on the page, so that a colour or opacity is written only when it
 * changes: cards repeat the same few paints hundreds of times per page, and every redundant operator
 * costs bytes to write and to compress. Anything that restores the graphics state must call reset().
 */
export class PaintState {
  private fill = '';
  private fillAlpha = -1;
  private stroke = '';
  private lineWidth = -1;
  /** Fill and stroke operators per colour string, worked out once per document. */
  private readonly operators = new Map<string, { fill: string; stroke: string } | null>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly content: PageContent,
  ) {}

  setFill(color: string, opacity = 1): void {
    if (color !== this.fill) {
      this.setColor(color, false);
      this.fill = color;
    }
    this.setFillAlpha(opacity);
  }

  setFillAlpha(opacity: number): void {
    if (opacity !== this.fillAlpha) {
      // Opacity needs an ExtGState resource: pdfkit registers it, after what is already queued.
      this.content.flush();
      this.doc.fillOpacity(opacity);
      this.fillAlpha = opacity;
    }
  }

  setStroke(color: string, width: number): void {
    if (color !== this.stroke) {
      this.setColor(color, true);
      this.stroke = color;
    }
    if (width !== this.lineWidth) {
      this.content.push(`${num(width)} w`);
      this.lineWidth = width;
    }
  }

  /** After doc.restore(): nothing set is known any more. */
  reset(): void {
    this.fill = '';
    this.fillAlpha = -1;
    this.stroke = '';
    this.lineWidth = -1;
  }

  /** A new page starts from PDF's defaults: opaque, 1 pt lines (colours are always set before use). */
  newPage(): void {
    this.reset();
    this.fillAlpha = 1;
    this.lineWidth = 1;
  }

  /** DeviceRGB (or CMYK/grey) operators, as pdfkit's fillColor/strokeColor would set them; null for
   * a colour only pdfkit can set (a spot colour). */
  colorOperators(color: string): { fill: string; stroke: string } | null {
    let ops = this.operators.get(color);
    if (ops === undefined) {
      ops = colorOperators(normalizeColor(this.doc, color));
      this.operators.set(color, ops);
    }
    return ops;
  }

  private setColor(color: string, stroke: boolean): void {
    const ops = this.colorOperators(color);
    if (ops === null) {
      // Something pdfkit resolves itself (a spot colour): let it write, in order.
      this.content.flush();
      if (stroke) this.doc.strokeColor(color);
      else this.doc.fillColor(color);
      return;
    }
    this.content.push(stroke ? ops.stroke : ops.fill);
  }
}

function colorOperators(parts: number[] | null): { fill: string; stroke: string } | null {
  const op = parts?.length === 3 ? 'rg' : parts?.length === 4 ? 'k' : parts?.length === 1 ? 'g' : null;
  if (!parts || !op) return null;
  const operands = parts.map(num).join(' ');
  return { fill: `${operands} ${op}`, stroke: `${operands} ${op.toUpperCase()}` };
}
