import {
  CARD_GRIDS,
  CARD_TYPES,
  type CardPayload,
  type CardPayloadInput,
  dealCard,
  defaultCardPayload,
  previewCard,
  seededRandom,
} from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { measureText } from '../fonts/measureText.ts';
import { layoutCard } from './layoutCard.ts';
import type { DisplayList, ImageNode, Rect, TextNode } from './types.ts';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const WORDS = [
  'Cat',
  'Someone who has been to Antarctica',
  'Pneumonoultramicroscopicsilicovolcanoconiosis',
  'Никогда не был',
  'Ελληνικά',
  'Café crème',
  '🎉 Party 👨‍👩‍👧',
  'שלום עולם',
  'مرحبا',
  'I',
  'x'.repeat(300),
  'well-known and/or',
];

function itemsFor(count: number) {
  return {
    textItems: Array.from({ length: count }, (_, i) => ({
      id: `t${i}`,
      type: 'text' as const,
      value: WORDS[i % WORDS.length]!,
    })),
    imageItems: Array.from({ length: count }, (_, i) => ({
      id: `i${i}`,
      type: 'image' as const,
      imageURi: PIXEL,
      caption: i % 3 === 0 ? '' : WORDS[i % WORDS.length]!.slice(0, 200),
    })),
  };
}

function card(input: CardPayloadInput): CardPayload {
  return defaultCardPayload({ cardItems: itemsFor(30), ...input });
}

const EPS = 1e-6;

function inside(inner: Rect, outer: Rect): boolean {
  return (
    inner.x >= outer.x - EPS &&
    inner.y >= outer.y - EPS &&
    inner.x + inner.width <= outer.x + outer.width + EPS &&
    inner.y + inner.height <= outer.y + outer.height + EPS
  );
}

function expectSound(list: DisplayList) {
  const page = { x: 0, y: 0, width: list.width, height: list.height };
  for (const cell of list.cells) expect(inside(cell, page), `cell ${cell.index}`).toBe(true);
  const texts = list.nodes.filter((n): n is TextNode => n.kind === 'text');
  for (const text of texts) {
    expect(inside(text.box, page), `${text.role} box`).toBe(true);
    for (const line of text.lines) {
      expect(measureText(line, text.family, text.weight, text.fontSize), line).toBeLessThanOrEqual(
        text.box.width + EPS,
      );
    }
    expect(text.lines.length * text.lineHeight).toBeLessThanOrEqual(text.box.height + EPS);
    if (text.cell !== undefined)
      expect(inside(text.box, list.cells[text.cell]!), `text in cell ${text.cell}`).toBe(true);
  }
  for (const image of list.nodes.filter((n): n is ImageNode => n.kind === 'image')) {
    if (image.cell !== undefined) expect(inside(image.clip ?? image, list.cells[image.cell]!)).toBe(true);
  }
}

describe('layoutCard', () => {
  for (const grid of CARD_GRIDS) {
    for (const cardType of CARD_TYPES) {
      it(`puts every cell and text inside the card: grid ${grid}, ${cardType}`, () => {
        const c = card({ cardGrid: grid, cardType });
        for (const dealt of [previewCard(c), dealCard(c, seededRandom(grid * 7))]) {
          const list = layoutCard({ card: c, dealt });
          expect(list.cells).toHaveLength(dealt.rows * dealt.columns);
          expectSound(list);
        }
      });
    }
  }

  it('uses the spec page sizes: 612x792, and 513 wide for the 90-ball ticket', () => {
    const square = card({});
    expect(layoutCard({ card: square, dealt: previewCard(square) })).toMatchObject({
      width: 612,
      height: 792,
    });
    const ticket = card({ cardGrid: 9, cardType: 'traditional' });
    expect(layoutCard({ card: ticket, dealt: previewCard(ticket) })).toMatchObject({
      width: 513,
      height: 792,
    });
  });

  it('draws square cells for square grids, in rows and columns that do not overlap', () => {
    for (const grid of [3, 4, 5] as const) {
      const c = card({ cardGrid: grid });
      const { cells } = layoutCard({ card: c, dealt: previewCard(c) });
      for (const cell of cells) expect(cell.width).toBeCloseTo(cell.height);
      for (const a of cells) {
        for (const b of cells) {
          if (a === b) continue;
          const apart =
            a.x + a.width <= b.x + EPS ||
            b.x + b.width <= a.x + EPS ||
            a.y + a.height <= b.y + EPS ||
            b.y + b.height <= a.y + EPS;
          expect(apart).toBe(true);
        }
      }
    }
  });

  it('lays out the 90-ball ticket as 3x9 with its blank squares shaded', () => {
    const c = card({ cardGrid: 9, cardType: 'traditional' });
    const list = layoutCard({ card: c, dealt: dealCard(c, seededRandom(1)) });
    expect(list.cells).toHaveLength(27);
    const blanks = list.cells.filter((cell) => cell.key === null);
    expect(blanks).toHaveLength(12);
    const fillOf = (index: number) =>
      list.nodes.find((n) => n.kind === 'rect' && n.cell === index && n.role === 'cell');
    const filled = list.cells.find((cell) => cell.key !== null)!;
    expect(fillOf(blanks[0]!.index)).toBeDefined();
    expect((fillOf(blanks[0]!.index) as { fill: string }).fill).not.toBe(
      (fillOf(filled.index) as { fill: string }).fill,
    );
    expect(list.nodes.some((n) => n.kind === 'text' && n.role === 'header')).toBe(false);
    expect(list.nodes.filter((n) => n.kind === 'text' && n.role === 'item')).toHaveLength(15);
  });

  it('shows one header letter per column on square grids', () => {
    const c = card({ cardGrid: 5 });
    const headers = layoutCard({ card: c, dealt: previewCard(c) }).nodes.filter(
      (n): n is TextNode => n.kind === 'text' && n.role === 'header',
    );
    expect(headers.map((h) => h.lines.join(''))).toEqual(['B', 'I', 'N', 'G', 'O']);
    const hidden = card({ cardSettings: { headerVisibility: false } });
    expect(
      layoutCard({ card: hidden, dealt: previewCard(hidden) }).nodes.some(
        (n) => n.kind === 'rect' && n.role === 'header',
      ),
    ).toBe(false);
  });

  it('draws the free space with its colour and text, or its image', () => {
    const c = card({ cardStyle: { freeSpaceColor: '#123456' } });
    const list = layoutCard({ card: c, dealt: previewCard(c) });
    const free = list.cells.find((cell) => cell.free)!;
    expect(free.index).toBe(12);
    expect(list.nodes.find((n) => n.kind === 'rect' && n.cell === 12)).toMatchObject({ fill: '#123456' });
    expect(list.nodes.find((n) => n.kind === 'text' && n.cell === 12)).toMatchObject({
      role: 'free',
      lines: ['Free', 'Space'],
    });

    const withImage = card({
      cardSettings: { freeSpaceType: 'image' },
      cardStyle: { freeSpaceImg: { value: PIXEL } },
    });
    const nodes = layoutCard({ card: withImage, dealt: previewCard(withImage) }).nodes;
    expect(nodes.find((n) => n.cell === 12 && n.kind === 'image')).toMatchObject({
      role: 'free',
      fit: 'contain',
    });
  });

  it('contains images in their cells, or covers the cell cut to its shape', () => {
    const contained = card({ cardType: 'image', cardGrid: 3 });
    const a = layoutCard({ card: contained, dealt: previewCard(contained) });
    const images = a.nodes.filter((n): n is ImageNode => n.kind === 'image' && n.role === 'item');
    expect(images).toHaveLength(8);
    expect(images.every((i) => i.fit === 'contain')).toBe(true);
    expect(a.nodes.filter((n) => n.kind === 'text' && n.role === 'caption').length).toBeGreaterThan(0);

    const covered = card({ cardType: 'image', cardGrid: 3, cardStyle: { resizeImageFitTocell: false } });
    const b = layoutCard({ card: covered, dealt: previewCard(covered) });
    const cover = b.nodes.filter((n): n is ImageNode => n.kind === 'image' && n.role === 'item');
    expect(cover.every((i) => i.fit === 'cover' && i.clip !== undefined)).toBe(true);
    expectSound(b);
  });

  it('hides captions when the print setting says so', () => {
    const c = card({ cardType: 'image', cardGrid: 3 });
    const list = layoutCard({ card: c, dealt: previewCard(c), showCaptions: false });
    expect(list.nodes.some((n) => n.kind === 'text' && n.role === 'caption')).toBe(false);
  });

  it('lays out every style option inside the card', () => {
    const styles: CardPayloadInput['cardStyle'][] = [
      { gridType: 'circle', gridColors: 'multicolored', gridBorderWeight: 4 },
      { gridCorners: 'rounded', gridGap: 0, gridBorderWeight: 8 },
      { gridCorners: 'roundedXlCell', gridGap: 24, cardBorderWeight: 12, cardCorner: 60 },
      {
        gridCorners: 'square',
        titleFontSize: 72,
        maxFontSize: 72,
        cardLogo: { value: PIXEL },
        titleTextAlign: 'left',
      },
      {
        cardBg: { value: PIXEL },
        cardBgRepeat: 'repeat',
        headerBg: { value: PIXEL },
        gridBg: { value: PIXEL },
        gridBgSize: 'auto',
      },
    ];
    for (const cardStyle of styles) {
      for (const grid of CARD_GRIDS) {
        const c = card({
          cardGrid: grid,
          cardTitle: 'A rather long card title that needs two lines or a smaller size',
          cardStyle,
          cardSettings: { footerVisiblity: true, footerText: 'Printed with love. '.repeat(8) },
        });
        expectSound(layoutCard({ card: c, dealt: previewCard(c) }));
      }
    }
  });

  it('keeps title, grid and footer apart and the footer at the bottom', () => {
    const c = card({ cardSettings: { footerVisiblity: true, footerText: 'www.example.com' } });
    const list = layoutCard({ card: c, dealt: previewCard(c) });
    const title = list.nodes.find((n): n is TextNode => n.kind === 'text' && n.role === 'title')!;
    const footer = list.nodes.find((n): n is TextNode => n.kind === 'text' && n.role === 'footer')!;
    const top = Math.min(...list.cells.map((cell) => cell.y));
    const bottom = Math.max(...list.cells.map((cell) => cell.y + cell.height));
    expect(title.box.y + title.box.height).toBeLessThan(top);
    expect(footer.box.y).toBeGreaterThan(bottom);
    expect(footer.box.y + footer.box.height).toBeCloseTo(792 - 36);
  });

  it('scales to any page size', () => {
    const c = card({ cardGrid: 4 });
    for (const [width, height] of [
      [306, 396],
      [1224, 1584],
      [612, 400],
      [437, 612],
    ] as const) {
      const list = layoutCard({ card: c, dealt: previewCard(c), width, height });
      expect(list).toMatchObject({ width, height });
      expectSound(list);
    }
  });
});
