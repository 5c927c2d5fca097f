import {
  type BallCount,
  type CalledItem,
  type CardPayload,
  columnOfNumber,
  columnRanges,
  DEFAULT_FONT,
  headerLetters,
} from '@bingo/core';
import { fittedText } from '../textNode.ts';
import type { DisplayList, DisplayNode, Rect } from '../types.ts';

const MARGIN = 36;
const HEADER_HEIGHT = 54;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/** What a caller page shows: the calls (pool order, or the fixed draw when calls are limited). */
export interface CallerPagesInput {
  card: Pick<CardPayload, 'cardTitle' | 'cardType' | 'cardGrid' | 'cardSettings' | 'cardStyle'>;
  calls: CalledItem[];
  /** True when `calls` is a draw to read in order (limit calls): entries are numbered. */
  ordered: boolean;
  setCode: string;
  page: { width: number; height: number };
  showCaptions: boolean;
}

/**
 * Caller pages (rule R-11): the call list as a checklist. Traditional games get one column per letter
 * or range; words get a numbered list in columns; images get tiles with their captions.
 */
export function callerPages(input: CallerPagesInput): DisplayList[] {
  const { card, calls, ordered } = input;
  if (card.cardType === 'traditional' && !ordered) return [numberColumnsPage(input)];
  if (calls.some((c) => c.type === 'image')) return tilePages(input);
  return listPages(input);
}

function area(page: { width: number; height: number }): Rect {
  return {
    x: MARGIN,
    y: MARGIN + HEADER_HEIGHT,
    width: page.width - 2 * MARGIN,
    height: page.height - 2 * MARGIN - HEADER_HEIGHT,
  };
}

function header(input: CallerPagesInput, index: number, total: number): DisplayNode[] {
  const { page, card, setCode, calls, ordered } = input;
  const width = page.width - 2 * MARGIN;
  const nodes: DisplayNode[] = [];
  const title = fittedText(
    `Caller sheet · ${card.cardTitle || 'Bingo'}`,
    { x: MARGIN, y: MARGIN, width, height: 26 },
    { family: card.cardStyle.titleFont, weight: 700, maxSize: 20, minSize: 8, maxLines: 1 },
    { color: INK, align: 'left', role: 'title' },
  );
  if (title) nodes.push(title);
  const what = ordered ? `${calls.length} calls, read in this order` : `${calls.length} calls`;
  const pages = total > 1 ? ` · sheet ${index} of ${total}` : '';
  const sub = fittedText(
    `Set ${setCode} · ${what} · tick each one as it is called${pages}`,
    { x: MARGIN, y: MARGIN + 28, width, height: 14 },
    { family: DEFAULT_FONT, weight: 400, maxSize: 9, minSize: 5, maxLines: 1 },
    { color: MUTED, align: 'left', role: 'footer' },
  );
  if (sub) nodes.push(sub);
  nodes.push({
    kind: 'rect',
    x: MARGIN,
    y: MARGIN + HEADER_HEIGHT - 8,
    width,
    height: 0.75,
    radius: 0,
    fill: RULE,
  });
  return nodes;
}

function checkbox(x: number, y: number, size: number): DisplayNode {
  return {
    kind: 'rect',
    x,
    y,
    width: size,
    height: size,
    radius: size * 0.18,
    stroke: INK,
    strokeWidth: 0.8,
  };
}

function numberColumnsPage(input: CallerPagesInput): DisplayList {
  const { page, card, calls } = input;
  const balls = calls.length as BallCount;
  const ranges = columnRanges(balls);
  const letters = balls === 75 ? headerLetters(card.cardSettings, 5) : [];
  const box = area(page);
  const columnWidth = box.width / ranges.length;
  const rows = Math.max(...ranges.map((r) => r.max - r.min + 1));
  const rowHeight = Math.min(26, (box.height - 24) / rows);
  const nodes: DisplayNode[] = [...header(input, 1, 1)];
  ranges.forEach((range, c) => {
    const label = letters[c] || `${range.min}–${range.max}`;
    const head = fittedText(
      label,
      { x: box.x + c * columnWidth, y: box.y, width: columnWidth, height: 20 },
      { family: card.cardStyle.headerFont, weight: 700, maxSize: 14, minSize: 5, maxLines: 1 },
      { color: card.cardStyle.headerBgColor, align: 'center', role: 'header' },
    );
    if (head) nodes.push(head);
  });
  for (const call of calls) {
    const c = columnOfNumber(balls, call.key);
    const r = call.key - ranges[c]!.min;
    const x = box.x + c * columnWidth + columnWidth * 0.18;
    const y = box.y + 24 + r * rowHeight;
    const size = Math.min(11, rowHeight * 0.6);
    nodes.push(checkbox(x, y + (rowHeight - size) / 2, size));
    const text = fittedText(
      call.caption || call.value,
      { x: x + size + 5, y, width: columnWidth * 0.82 - size - 5, height: rowHeight },
      { family: DEFAULT_FONT, weight: 400, maxSize: Math.min(11, rowHeight * 0.6), minSize: 4, maxLines: 1 },
      { color: INK, align: 'left', role: 'item' },
    );
    if (text) nodes.push(text);
  }
  return { width: page.width, height: page.height, nodes, cells: [] };
}

function listPages(input: CallerPagesInput): DisplayList[] {
  const { page, calls, ordered } = input;
  const box = area(page);
  const columns = page.width > 500 ? 3 : 2;
  const rowHeight = 28;
  const perColumn = Math.max(1, Math.floor(box.height / rowHeight));
  const perPage = perColumn * columns;
  const total = Math.max(1, Math.ceil(calls.length / perPage));
  const columnWidth = box.width / columns;
  return Array.from({ length: total }, (_, p) => {
    const nodes = header(input, p + 1, total);
    calls.slice(p * perPage, (p + 1) * perPage).forEach((call, i) => {
      const x = box.x + Math.floor(i / perColumn) * columnWidth;
      const y = box.y + (i % perColumn) * rowHeight;
      nodes.push(checkbox(x, y + (rowHeight - 10) / 2, 10));
      const number = p * perPage + i + 1;
      const prefix = ordered ? `${number}. ` : '';
      const text = fittedText(
        `${prefix}${call.caption && call.type === 'number' ? call.caption : call.value}`,
        { x: x + 16, y: y + 2, width: columnWidth - 24, height: rowHeight - 4 },
        { family: DEFAULT_FONT, weight: 400, maxSize: 10.5, minSize: 5, maxLines: 2 },
        { color: INK, align: 'left', role: 'item' },
      );
      if (text) nodes.push(text);
    });
    return { width: page.width, height: page.height, nodes, cells: [] };
  });
}

function tilePages(input: CallerPagesInput): DisplayList[] {
  const { page, calls, ordered, showCaptions } = input;
  const box = area(page);
  const columns = page.width > 500 ? 5 : 4;
  const tile = box.width / columns;
  const captionHeight = showCaptions ? 22 : 0;
  const tileHeight = tile + captionHeight;
  const rows = Math.max(1, Math.floor(box.height / tileHeight));
  const perPage = rows * columns;
  const total = Math.max(1, Math.ceil(calls.length / perPage));
  return Array.from({ length: total }, (_, p) => {
    const nodes = header(input, p + 1, total);
    calls.slice(p * perPage, (p + 1) * perPage).forEach((call, i) => {
      const x = box.x + (i % columns) * tile;
      const y = box.y + Math.floor(i / columns) * tileHeight;
      const pad = tile * 0.1;
      nodes.push({
        kind: 'rect',
        x: x + 3,
        y: y + 3,
        width: tile - 6,
        height: tileHeight - 6,
        radius: 6,
        stroke: RULE,
        strokeWidth: 0.75,
      });
      if (call.type === 'image') {
        nodes.push({
          kind: 'image',
          href: call.value,
          x: x + pad,
          y: y + pad,
          width: tile - 2 * pad,
          height: tile - 2 * pad,
          fit: 'contain',
          opacity: 1,
          role: 'item',
        });
      }
      const label = call.type === 'image' ? (showCaptions ? call.caption : '') : call.value;
      const prefix = ordered ? `${p * perPage + i + 1}. ` : '';
      const text = fittedText(
        `${prefix}${label}`.trim(),
        call.type === 'image'
          ? { x: x + 6, y: y + tile - pad * 0.5, width: tile - 12, height: Math.max(captionHeight, 12) }
          : { x: x + pad, y: y + pad, width: tile - 2 * pad, height: tile - 2 * pad },
        {
          family: DEFAULT_FONT,
          weight: 400,
          maxSize: call.type === 'image' ? 9 : 14,
          minSize: 4,
          maxLines: 2,
        },
        { color: INK, align: 'center', role: 'caption' },
      );
      if (text) nodes.push(text);
      nodes.push(checkbox(x + 8, y + 8, 10));
    });
    return { width: page.width, height: page.height, nodes, cells: [] };
  });
}
