const ASCII = new TextEncoder();

/** A number as pdfkit writes it into content streams: rounded to 6 decimals. */
export function num(n: number): string {
  return String(Math.round(n * 1e6) / 1e6);
}

/**
 * The operators of one page, collected as strings and handed to pdfkit in one piece. pdfkit turns
 * every operator it writes into its own byte array; a card page has about a thousand of them, and
 * that per-operator cost was most of the gap to a bare-pdfkit page. Anything drawn through pdfkit's
 * own API (images, opacity, the watermark) must call flush() first so that painting order holds.
 */
export class PageContent {
  private readonly ops: string[] = [];
  /** The font and size last set with Tf on this page ('' = unknown): text state outlives ET. */
  font = '';

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  push(op: string): void {
    this.ops.push(op);
  }

  flush(): void {
    if (this.ops.length === 0) return;
    this.ops.push('');
    // ASCII only (operators, numbers, hex glyph ids), so UTF-8 bytes are exact, and made natively.
    this.doc.addContent(ASCII.encode(this.ops.join('\n')) as unknown as string);
    this.ops.length = 0;
  }

  /** After a new page or pdfkit drawing of its own: the text state is no longer known. */
  forget(): void {
    this.font = '';
  }
}
