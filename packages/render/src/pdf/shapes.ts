import type { CircleNode, Corners, RectNode } from '../layout/types.ts';
import { num, type PageContent } from './content.ts';
import type { PaintState } from './paintState.ts';
import type { ShapeForms } from './shapeForms.ts';

/** Bezier handle length for a quarter circle. */
const KAPPA = 0.5522847498;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  radius: number;
  corners?: Corners;
}

/** The four radii of a box, each limited to half its shorter side (as pdfkit's roundedRect does). */
function radii(box: Box): [number, number, number, number] {
  const max = Math.min(box.width, box.height) / 2;
  const c = box.corners ?? { tl: box.radius, tr: box.radius, br: box.radius, bl: box.radius };
  return [c.tl, c.tr, c.br, c.bl].map((r) => Math.max(0, Math.min(r, max))) as [
    number,
    number,
    number,
    number,
  ];
}

/** A point list as content-stream operands. */
const pts = (...values: number[]) => values.map(num).join(' ');

/** The path operators of a box: a plain `re`, or lines and quarter-circle curves per corner. */
export function boxPath(box: Box): string {
  const { x, y, width: w, height: h } = box;
  const [tl, tr, br, bl] = radii(box);
  if (tl === 0 && tr === 0 && br === 0 && bl === 0) return `${pts(x, y, w, h)} re`;
  const k = 1 - KAPPA;
  const ops = [`${pts(x + tl, y)} m`, `${pts(x + w - tr, y)} l`];
  if (tr > 0) ops.push(`${pts(x + w - tr * k, y, x + w, y + tr * k, x + w, y + tr)} c`);
  ops.push(`${pts(x + w, y + h - br)} l`);
  if (br > 0) ops.push(`${pts(x + w, y + h - br * k, x + w - br * k, y + h, x + w - br, y + h)} c`);
  ops.push(`${pts(x + bl, y + h)} l`);
  if (bl > 0) ops.push(`${pts(x + bl * k, y + h, x, y + h - bl * k, x, y + h - bl)} c`);
  ops.push(`${pts(x, y + tl)} l`);
  if (tl > 0) ops.push(`${pts(x, y + tl * k, x + tl * k, y, x + tl, y)} c`);
  ops.push('h');
  return ops.join('\n');
}

export function circlePath(cx: number, cy: number, r: number): string {
  const o = r * KAPPA;
  return [
    `${pts(cx - r, cy)} m`,
    `${pts(cx - r, cy - o, cx - o, cy - r, cx, cy - r)} c`,
    `${pts(cx + o, cy - r, cx + r, cy - o, cx + r, cy)} c`,
    `${pts(cx + r, cy + o, cx + o, cy + r, cx, cy + r)} c`,
    `${pts(cx - o, cy + r, cx - r, cy + o, cx - r, cy)} c`,
    'h',
  ].join('\n');
}

/** Traces a box on the document through pdfkit (for clips around pdfkit-drawn images). */
export function traceBox(doc: PDFKit.PDFDocument, box: Box): void {
  doc.addContent(boxPath(box));
}

/**
 * Paths already written out, by geometry: every card of a print puts its squares in the same places,
 * so each outline is formatted once. Cleared when it grows, so memory stays flat on any print.
 */
export class PathCache {
  private readonly paths = new Map<string, string>();

  get(key: string, make: () => string): string {
    let path = this.paths.get(key);
    if (path === undefined) {
      if (this.paths.size >= 4096) this.paths.clear();
      path = make();
      this.paths.set(key, path);
    }
    return path;
  }
}

/** What painted shapes are drawn into. */
export interface ShapeTarget {
  content: PageContent;
  state: PaintState;
  paths: PathCache;
  forms: ShapeForms;
}

/** Fills and/or strokes a path with the node's paint, as the SVG renderer does. */
function paint(
  target: ShapeTarget,
  key: string,
  path: () => string,
  bounds: [number, number, number, number],
  node: RectNode | CircleNode,
): void {
  const { content, state } = target;
  const fill = node.fill !== undefined;
  const width = node.strokeWidth ?? 1;
  const stroke = node.stroke !== undefined && width > 0;
  if (!fill && !stroke) return;
  const op = fill && stroke ? 'B' : fill ? 'f' : 'S';
  const fillOps = fill ? state.colorOperators(node.fill!) : null;
  const strokeOps = stroke ? state.colorOperators(node.stroke!) : null;
  if ((!fill || fillOps) && (!stroke || strokeOps)) {
    // A form inherits the page's opacity: set it first. Its colours and line width stay inside it.
    state.setFillAlpha(node.fillOpacity ?? 1);
    // Half the outline, plus a point so that the form's clip never trims an anti-aliased edge.
    const m = (stroke ? width / 2 : 0) + 1;
    const box: [number, number, number, number] = [
      bounds[0] - m,
      bounds[1] - m,
      bounds[2] + m,
      bounds[3] + m,
    ];
    const form = target.forms.use(`${key}|${node.fill}|${stroke ? `${node.stroke}|${width}` : ''}`, box, () =>
      [fillOps?.fill, strokeOps?.stroke, stroke ? `${num(width)} w` : undefined, path(), op]
        .filter((part) => part !== undefined)
        .join('\n'),
    );
    if (form !== null) {
      content.push(`/${form} Do`);
      return;
    }
  }
  if (fill) state.setFill(node.fill!, node.fillOpacity ?? 1);
  if (stroke) state.setStroke(node.stroke!, width);
  content.push(target.paths.get(key, path));
  content.push(op);
}

export function drawRect(target: ShapeTarget, node: RectNode): void {
  const c = node.corners;
  const key = `r${node.x},${node.y},${node.width},${node.height},${node.radius}${c ? `,${c.tl},${c.tr},${c.br},${c.bl}` : ''}`;
  const bounds: [number, number, number, number] = [
    node.x,
    node.y,
    node.x + node.width,
    node.y + node.height,
  ];
  paint(target, key, () => boxPath(node), bounds, node);
}

export function drawCircle(target: ShapeTarget, node: CircleNode): void {
  const { cx, cy, r } = node;
  const bounds: [number, number, number, number] = [cx - r, cy - r, cx + r, cy + r];
  paint(target, `c${cx},${cy},${r}`, () => circlePath(cx, cy, r), bounds, node);
}
