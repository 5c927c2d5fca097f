import { defaultCardPayload, PrintOptionsSchema } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import type { DisplayNode, TextNode } from '../types.ts';
import { printPages } from './printPages.ts';
import { STRIP_PREVIEW_PAGE, stripPreview } from './stripPreview.ts';

const ninety = defaultCardPayload({ cardTitle: 'Bingo Night', cardType: 'traditional', cardGrid: 9 });
const texts = (nodes: DisplayNode[]) => nodes.filter((n): n is TextNode => n.kind === 'text');
const numbers = (nodes: DisplayNode[]) =>
  texts(nodes)
    .map((n) => n.lines.join(''))
    .filter((t) => /^\d+$/.test(t))
    .map(Number);
/** Everything the deal does not decide: the shapes' geometry (a blank square is shaded), the titles. */
const frame = (nodes: DisplayNode[]) =>
  nodes
    .filter((n) => n.kind !== 'text' || n.role === 'title')
    .map((n) => JSON.stringify(n.kind === 'rect' ? { ...n, fill: undefined } : n));

describe('stripPreview', () => {
  it('shows a strip of six tickets holding 1..90 exactly once, five numbers a row', () => {
    const list = stripPreview(ninety);
    const all = numbers(list.nodes);
    expect(all).toHaveLength(90);
    expect([...all].sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    expect(list.cells).toHaveLength(6 * 27);
    for (let ticket = 0; ticket < 6; ticket++) {
      for (let row = 0; row < 3; row++) {
        const start = ticket * 27 + row * 9;
        const filled = list.cells.slice(start, start + 9).filter((c) => c.key !== null && c.key > 0);
        expect(filled).toHaveLength(5);
      }
    }
    expect(texts(list.nodes).filter((n) => n.role === 'title')).toHaveLength(6);
  });

  it('is stable: the same card always previews the same strip', () => {
    expect(stripPreview(ninety)).toEqual(stripPreview(ninety));
  });

  it('is the printed page, less what belongs to a set (serials, page numbers) and the deal', () => {
    const options = PrintOptionsSchema.parse({ pageSize: 'A5', count: 6, showPageNumbers: false });
    const [printed] = [...printPages({ card: ninety, options, setCode: 'K7QXPD' })];
    if (!printed) throw new Error('no page printed');
    const preview = stripPreview(ninety);
    expect({ width: preview.width, height: preview.height }).toEqual(STRIP_PREVIEW_PAGE);
    expect({ width: printed.width, height: printed.height }).toEqual(STRIP_PREVIEW_PAGE);
    const withoutSerials = printed.nodes.filter((n) => !(n.kind === 'text' && n.role === 'footer'));
    expect(frame(preview.nodes)).toEqual(frame(withoutSerials));
    expect(preview.cells.map(({ key: _, ...box }) => box)).toEqual(
      printed.cells.map(({ key: _, ...box }) => box),
    );
  });

  it('refuses a card that does not print as a strip', () => {
    expect(() => stripPreview(defaultCardPayload({ cardType: 'traditional', cardGrid: 5 }))).toThrow();
  });
});
