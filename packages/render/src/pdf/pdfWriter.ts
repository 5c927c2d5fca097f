import PDFDocument from 'pdfkit';
import { WATERMARK } from '../layout/print/watermark.ts';
import type { DisplayList, DisplayNode } from '../layout/types.ts';
import type { PdfAssets } from './assets.ts';
import { PageContent } from './content.ts';
import { drawText, TextCache, type TextTarget } from './drawText.ts';
import { FontRegistry } from './fonts.ts';
import { drawImage, ImageCache, imageCache } from './images.ts';
import { PaintState } from './paintState.ts';
import { ShapeForms } from './shapeForms.ts';
import { drawCircle, drawRect, PathCache, type ShapeTarget } from './shapes.ts';

export interface PdfWriterOptions {
  assets: PdfAssets;
  title: string;
  /** Draw the SAMPLE watermark over every page (anonymous prints). */
  watermark: boolean;
  /** Document creation time for the PDF's metadata; the renderer reads no clock. */
  createdAt?: Date;
}

/**
 * Draws display lists as PDF pages with pdfkit: the same list the SVG preview draws, so print matches
 * the editor. Add pages one at a time and read the document as a stream: memory stays flat however
 * many pages a print has.
 */
export class PdfWriter {
  /** The PDF bytes as a readable stream: pipe it before adding pages. */
  readonly doc: PDFKit.PDFDocument;
  private readonly fonts: FontRegistry;
  private readonly images: ImageCache;
  private readonly emoji: ImageCache;
  private readonly text = new TextCache();
  private readonly paint: PaintState;
  private readonly content: PageContent;
  private readonly target: TextTarget;
  private readonly shapes: ShapeTarget;
  pages = 0;

  constructor(private readonly options: PdfWriterOptions) {
    this.doc = new PDFDocument({
      autoFirstPage: false,
      compress: true,
      // No default font: pdfkit would otherwise load Helvetica's metrics from disk; every text names its face.
      font: null as unknown as string,
      info: {
        Title: options.title,
        Creator: 'Bingo',
        ...(options.createdAt ? { CreationDate: options.createdAt } : {}),
      },
    });
    this.fonts = new FontRegistry(this.doc, options.assets);
    this.images = imageCache(this.doc, options.assets);
    this.emoji = new ImageCache(this.doc, (cluster) => options.assets.emoji(cluster));
    this.content = new PageContent(this.doc);
    this.paint = new PaintState(this.doc, this.content);
    this.target = {
      doc: this.doc,
      content: this.content,
      fonts: this.fonts,
      emoji: this.emoji,
      cache: this.text,
      state: this.paint,
      pageFonts: new Set(),
    };
    this.shapes = {
      content: this.content,
      state: this.paint,
      paths: new PathCache(),
      forms: new ShapeForms(this.doc),
    };
  }

  addPage(list: DisplayList): void {
    this.doc.addPage({ size: [list.width, list.height], margin: 0 });
    this.paint.newPage();
    this.content.forget();
    this.target.pageFonts.clear();
    for (const node of list.nodes) this.drawNode(node);
    this.content.flush();
    if (this.options.watermark) this.drawWatermark(list);
    this.pages++;
  }

  /** Finishes the document; the stream ends once the last bytes are out. */
  end(): void {
    this.doc.end();
  }

  private drawNode(node: DisplayNode): void {
    switch (node.kind) {
      case 'rect':
        drawRect(this.shapes, node);
        break;
      case 'circle':
        drawCircle(this.shapes, node);
        break;
      case 'text':
        drawText(this.target, node);
        break;
      case 'image':
        this.content.flush();
        drawImage(this.doc, node, this.images);
        this.paint.reset();
        break;
    }
  }

  private drawWatermark(list: DisplayList): void {
    const doc = this.doc;
    const cx = list.width / 2;
    const cy = list.height / 2;
    doc.save();
    doc.rotate(-WATERMARK.angle, { origin: [cx, cy] });
    doc.font(this.fonts.face(WATERMARK.family, WATERMARK.weight)).fontSize(WATERMARK.size);
    const width = doc.widthOfString(WATERMARK.text);
    doc.fillColor(WATERMARK.color).fillOpacity(WATERMARK.opacity);
    doc.text(WATERMARK.text, cx - width / 2, cy + WATERMARK.size * WATERMARK.baselineEm, {
      lineBreak: false,
      baseline: 'alphabetic',
    });
    doc.restore();
    this.paint.reset();
  }
}
