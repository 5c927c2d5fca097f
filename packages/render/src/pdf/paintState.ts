/**
 * The fill and stroke pdfkit last set on the page, so that a colour or opacity is written only when it
 * changes: cards repeat the same few paints hundreds of times per page, and every redundant operator
 * costs bytes to write and to compress. Anything that restores the graphics state must call reset().
 */
export class PaintState {
  private fill = '';
  private fillAlpha = -1;
  private stroke = '';
  private lineWidth = -1;

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  setFill(color: string, opacity = 1): void {
    if (color !== this.fill) {
      this.doc.fillColor(color);
      this.fill = color;
    }
    if (opacity !== this.fillAlpha) {
      this.doc.fillOpacity(opacity);
      this.fillAlpha = opacity;
    }
  }

  setStroke(color: string, width: number): void {
    if (color !== this.stroke) {
      this.doc.strokeColor(color);
      this.stroke = color;
    }
    if (width !== this.lineWidth) {
      this.doc.lineWidth(width);
      this.lineWidth = width;
    }
  }

  /** After doc.restore() or a new page: nothing set is known any more. */
  reset(): void {
    this.fill = '';
    this.fillAlpha = -1;
    this.stroke = '';
    this.lineWidth = -1;
  }
}
