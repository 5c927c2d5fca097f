import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What poppler says about a PDF: pages, page size, and the text of each page. */
export interface PdfFacts {
  pages: number;
  pageSize: { width: number; height: number };
  pageTexts: string[];
}

/** Opens a PDF with pdfinfo and pdftotext (poppler-utils), as a person checking the file would. */
export function readPdf(bytes: Uint8Array): PdfFacts {
  const dir = mkdtempSync(join(tmpdir(), 'print-test-'));
  const file = join(dir, 'print.pdf');
  writeFileSync(file, bytes);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info)!;
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return {
    pages,
    pageSize: { width: Number(size[1]), height: Number(size[2]) },
    pageTexts: text.split('\f').slice(0, pages),
  };
}

export interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word of every page with its box, from `pdftotext -bbox`. */
export function readWordBoxes(bytes: Uint8Array): WordBox[][] {
  const dir = mkdtempSync(join(tmpdir(), 'print-bbox-'));
  const file = join(dir, 'print.pdf');
  writeFileSync(file, bytes);
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return html
    .split('<page ')
    .slice(1)
    .map((page) =>
      [...page.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g)].map(
        (m) => ({
          text: m[5]!,
          xMin: Number(m[1]),
          yMin: Number(m[2]),
          xMax: Number(m[3]),
          yMax: Number(m[4]),
        }),
      ),
    );
}
