import type {
  CircleNode,
  Corners,
  DisplayList,
  DisplayNode,
  ImageClip,
  ImageNode,
  ImagePosition,
  RectNode,
  TextNode,
} from '../layout/types.ts';
import { escapeAttribute, escapeText, safeImageHref } from './escape.ts';
import { fontStack } from './fontStack.ts';

export interface SvgOptions {
  /** Prefix of every id in the SVG, so that several cards on one page do not clash. */
  idPrefix?: string;
  /** Accessible name (title and aria-label); default "Bingo card". */
  title?: string;
  className?: string;
}

/** Numbers with at most two decimals, never "-0". */
function num(n: number): string {
  const rounded = Math.round(n * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : escapeAttribute(v!)}"`)
    .join('');
}

/** The SVG path of a rectangle with its own radius at each corner. */
function roundedRectPath(x: number, y: number, w: number, h: number, c: Corners): string {
  const max = Math.min(w, h) / 2;
  const [tl, tr, br, bl] = [c.tl, c.tr, c.br, c.bl].map((r) => Math.max(0, Math.min(r, max))) as [
    number,
    number,
    number,
    number,
  ];
  const arc = (r: number, ex: number, ey: number) =>
    r > 0 ? `A${num(r)} ${num(r)} 0 0 1 ${num(ex)} ${num(ey)}` : `L${num(ex)} ${num(ey)}`;
  return [
    `M${num(x + tl)} ${num(y)}`,
    `H${num(x + w - tr)}`,
    arc(tr, x + w, y + tr),
    `V${num(y + h - br)}`,
    arc(br, x + w - br, y + h),
    `H${num(x + bl)}`,
    arc(bl, x, y + h - bl),
    `V${num(y + tl)}`,
    arc(tl, x + tl, y),
    'Z',
  ].join(' ');
}

/** A rect or, with per-corner radii, a path: the outline of rect nodes and clips. */
function shape(
  box: { x: number; y: number; width: number; height: number; radius: number; corners?: Corners },
  extra: string,
): string {
  if (box.corners)
    return `<path d="${roundedRectPath(box.x, box.y, box.width, box.height, box.corners)}"${extra}/>`;
  const r = Math.max(0, Math.min(box.radius, box.width / 2, box.height / 2));
  return `<rect${attrs({ x: box.x, y: box.y, width: box.width, height: box.height, rx: r > 0 ? r : undefined })}${extra}/>`;
}

function paint(node: RectNode | CircleNode): string {
  return attrs({
    fill: node.fill ?? 'none',
    'fill-opacity':
      node.fill !== undefined && node.fillOpacity !== undefined && node.fillOpacity < 1
        ? node.fillOpacity
        : undefined,
    stroke: node.stroke,
    'stroke-width': node.stroke ? node.strokeWidth : undefined,
    'data-cell': node.cell === undefined ? undefined : String(node.cell),
  });
}

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const;
const ANCHOR_RTL = { left: 'end', center: 'middle', right: 'start' } as const;

function text(node: TextNode): string {
  const anchor = (node.direction === 'rtl' ? ANCHOR_RTL : ANCHOR)[node.align];
  const spans = node.lines
    .map(
      (line, i) =>
        `<tspan${attrs({ x: node.x, y: node.y + i * node.lineHeight })}>${escapeText(line)}</tspan>`,
    )
    .join('');
  return `<text${attrs({
    'font-family': fontStack(node.family),
    'font-size': node.fontSize,
    'font-weight': String(node.weight),
    fill: node.color,
    'text-anchor': anchor,
    direction: node.direction,
    'data-cell': node.cell === undefined ? undefined : String(node.cell),
  })}>${spans}</text>`;
}

const ALIGN: Record<ImagePosition, string> = {
  center: 'xMidYMid',
  top: 'xMidYMin',
  bottom: 'xMidYMax',
  left: 'xMinYMid',
  right: 'xMaxYMid',
};

/** Collects <defs> (clip paths, patterns) with ids unique to this SVG. */
class Defs {
  readonly parts: string[] = [];
  private count = 0;
  constructor(private readonly prefix: string) {}

  add(kind: string, body: (id: string) => string): string {
    const id = `${this.prefix}-${kind}${this.count++}`;
    this.parts.push(body(id));
    return id;
  }

  clip(clip: ImageClip): string {
    return this.add('clip', (id) => `<clipPath id="${id}">${shape(clip, '')}</clipPath>`);
  }
}

function image(node: ImageNode, defs: Defs): string {
  const href = safeImageHref(node.href);
  if (!href) return '';
  const clip = node.clip ? ` clip-path="url(#${defs.clip(node.clip)})"` : '';
  const common = attrs({
    opacity: node.opacity < 1 ? node.opacity : undefined,
    'data-cell': node.cell === undefined ? undefined : String(node.cell),
  });
  if (node.fit === 'tile') {
    const tile = node.tile ?? { x: node.x, y: node.y, width: node.width / 4, height: node.width / 4 };
    const pattern = defs.add(
      'tile',
      (id) =>
        `<pattern id="${id}" patternUnits="userSpaceOnUse"${attrs({ x: tile.x, y: tile.y, width: tile.width, height: tile.height })}>` +
        `<image${attrs({ href, width: tile.width, height: tile.height, preserveAspectRatio: 'none' })}/></pattern>`,
    );
    return `<rect${attrs({ x: node.x, y: node.y, width: node.width, height: node.height })} fill="url(#${pattern})"${common}${clip}/>`;
  }
  const align = ALIGN[node.position ?? 'center'];
  const preserve = `${align} ${node.fit === 'cover' ? 'slice' : 'meet'}`;
  return `<image${attrs({ href, x: node.x, y: node.y, width: node.width, height: node.height, preserveAspectRatio: preserve })}${common}${clip}/>`;
}

function renderNode(node: DisplayNode, defs: Defs): string {
  switch (node.kind) {
    case 'rect':
      return shape(node, paint(node));
    case 'circle':
      return `<circle${attrs({ cx: node.cx, cy: node.cy, r: node.r })}${paint(node)}/>`;
    case 'text':
      return text(node);
    case 'image':
      return image(node, defs);
  }
}

/** A short, stable hash, so that different cards get different default id prefixes. */
function hash(value: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/**
 * A standalone SVG of the display list that fills its container (width and height 100%). All text
 * and attribute values are escaped, image addresses are checked, and every id starts with idPrefix.
 */
export function renderSvg(list: DisplayList, options: SvgOptions = {}): string {
  const prefix =
    (options.idPrefix ?? `card-${hash(JSON.stringify(list))}`).replace(/[^A-Za-z0-9_-]/g, '_') || 'card';
  const defs = new Defs(prefix);
  const body = list.nodes.map((node) => renderNode(node, defs)).join('');
  const title = options.title ?? 'Bingo card';
  const root = attrs({
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: `0 0 ${num(list.width)} ${num(list.height)}`,
    width: '100%',
    height: '100%',
    role: 'img',
    'aria-label': title,
    class: options.className,
  });
  const defsBlock = defs.parts.length > 0 ? `<defs>${defs.parts.join('')}</defs>` : '';
  return `<svg${root}><title>${escapeText(title)}</title>${defsBlock}${body}</svg>`;
}
