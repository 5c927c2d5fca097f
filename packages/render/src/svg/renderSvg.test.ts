import { type CardPayloadInput, defaultCardPayload, previewCard } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { layoutCard } from '../layout/layoutCard.ts';
import type { DisplayList } from '../layout/types.ts';
import { renderSvg } from './renderSvg.ts';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function listFor(input: CardPayloadInput): DisplayList {
  const card = defaultCardPayload(input);
  return layoutCard({ card, dealt: previewCard(card) });
}

function textCard(values: string[], extra: CardPayloadInput = {}): DisplayList {
  return listFor({
    cardGrid: 3,
    cardItems: { textItems: values.map((value, i) => ({ id: `t${i}`, type: 'text', value })) },
    ...extra,
  });
}

const ids = (svg: string) => [...svg.matchAll(/\bid="([^"]*)"/g)].map((m) => m[1]!);
const references = (svg: string) => [...svg.matchAll(/url\(#([^)]*)\)/g)].map((m) => m[1]!);

describe('renderSvg', () => {
  it('is a standalone, accessible SVG that fills its container', () => {
    const svg = renderSvg(textCard(['Cat']), { title: 'Animal bingo', className: 'card-preview' });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 612 792" width="100%" height="100%"/,
    );
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Animal bingo"');
    expect(svg).toContain('<title>Animal bingo</title>');
    expect(svg).toContain('class="card-preview"');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('escapes script tags and quotes in items, titles and options', () => {
    const evil = '<script>alert("x")</script>';
    const svg = renderSvg(
      textCard([evil, `"double" 'single' & ampersand`, '</text><script>alert(1)</script>'], {
        cardTitle: `"><script>alert('t')</script>`,
      }),
      { title: `"><script>alert(2)</script>`, className: `x" onload="alert(3)` },
    );
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/onload="/);
    expect(svg).toContain(`class="x&quot; onload=&quot;alert(3)"`);
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toMatch(/>"double"[^<]*<\/tspan>/);
    expect(svg).toContain('aria-label="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
  });

  it('drops characters XML forbids so one bad item cannot break the card', () => {
    const svg = renderSvg(textCard(['bell\u0007 null\u0000 lone\ud800 ok']));
    const codePoints = [...svg].map((c) => c.codePointAt(0)!);
    expect(codePoints.filter((cp) => cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d)).toEqual([]);
    expect(codePoints.filter((cp) => cp >= 0xd800 && cp <= 0xdfff)).toEqual([]);
    expect(svg).toContain('ok');
  });

  it('prefixes every id, so several cards on one page never clash', () => {
    const list = listFor({
      cardType: 'image',
      cardGrid: 3,
      cardItems: {
        imageItems: Array.from({ length: 9 }, (_, i) => ({ id: `i${i}`, type: 'image', imageURi: PIXEL })),
      },
      cardStyle: { resizeImageFitTocell: false, cardBg: { value: PIXEL }, cardBgRepeat: 'repeat' },
    });
    const a = renderSvg(list, { idPrefix: 'first' });
    const b = renderSvg(list, { idPrefix: 'second' });
    expect(ids(a).length).toBeGreaterThan(8);
    expect(ids(a).every((id) => id.startsWith('first-'))).toBe(true);
    expect(ids(b).every((id) => id.startsWith('second-'))).toBe(true);
    expect(new Set(ids(a)).size).toBe(ids(a).length);
    expect(references(a).every((ref) => ids(a).includes(ref))).toBe(true);
    expect(a).toContain('<pattern');
    expect(a).toContain('clip-path="url(#first-');
  });

  it('gives different cards different ids even without a prefix', () => {
    const cover = { resizeImageFitTocell: false } as const;
    const image = (value: string): CardPayloadInput => ({
      cardType: 'image',
      cardGrid: 3,
      cardTitle: value,
      cardStyle: cover,
      cardItems: { imageItems: [{ id: 'a', type: 'image', imageURi: PIXEL }] },
    });
    const a = ids(renderSvg(listFor(image('One'))));
    const b = ids(renderSvg(listFor(image('Two'))));
    expect(a.some((id) => b.includes(id))).toBe(false);
  });

  it('only references safe image addresses', () => {
    const list = listFor({
      cardType: 'image',
      cardGrid: 3,
      cardItems: {
        imageItems: [
          { id: 'a', type: 'image', imageURi: 'javascript:alert(1)' },
          { id: 'b', type: 'image', imageURi: 'data:text/html,<script>alert(1)</script>' },
          { id: 'c', type: 'image', imageURi: 'https://example.com/cat.png?a=1&b="2"' },
          { id: 'd', type: 'image', imageURi: '/uploads/dog.webp' },
        ],
      },
    });
    const svg = renderSvg(list);
    expect(svg).not.toContain('javascript:');
    expect(svg).not.toContain('data:text/html');
    expect(svg).toContain('href="https://example.com/cat.png?a=1&amp;b=&quot;2&quot;"');
    expect(svg).toContain('href="/uploads/dog.webp"');
  });

  it('sets font, weight, anchor and direction on text', () => {
    const svg = renderSvg(textCard(['שלום עולם'], { cardStyle: { itemFont: 'Lora', textAlign: 'left' } }));
    expect(svg).toMatch(
      /<text font-family="&#39;Lora&#39;, [^"]*&#39;Noto Color Emoji&#39;, sans-serif" font-size="[\d.]+" font-weight="400" fill="#1f2937" text-anchor="end" direction="rtl"/,
    );
    expect(svg).toMatch(/font-weight="700"[^>]*text-anchor="middle"/);
  });

  it('draws per-corner rounding as a path', () => {
    const svg = renderSvg(textCard(['a', 'b'], { cardStyle: { gridCorners: 'rounded' } }));
    expect(svg).toMatch(/<path d="M[^"]+A[^"]+Z"/);
  });
});
