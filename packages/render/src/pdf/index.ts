export type { FallbackFace, PdfAssets, PdfImageSource } from './assets.ts';
export { PdfWriter, type PdfWriterOptions } from './pdfWriter.ts';
export { type TextRun, textRuns } from './textRuns.ts';
