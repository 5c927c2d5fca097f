import type { CircleNode, Corners, RectNode } from '../layout/types.ts';
import type { PaintState } from './paintState.ts';

/** Bezier handle length for a quarter circle. */
const KAPPA = 0.5522847498;

/** Traces a rectangle with its own radius at each corner (no fill or stroke yet). */
export function traceRoundedRect(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  w: number,
  h: number,
  corners: Corners,
): void {
  const max = Math.min(w, h) / 2;
  const [tl, tr, br, bl] = [corners.tl, corners.tr, corners.br, corners.bl].map((r) =>
    Math.max(0, Math.min(r, max)),
  ) as [number, number, number, number];
  doc.moveTo(x + tl, y).lineTo(x + w - tr, y);
  if (tr > 0) doc.bezierCurveTo(x + w - tr + tr * KAPPA, y, x + w, y + tr - tr * KAPPA, x + w, y + tr);
  doc.lineTo(x + w, y + h - br);
  if (br > 0)
    doc.bezierCurveTo(x + w, y + h - br + br * KAPPA, x + w - br + br * KAPPA, y + h, x + w - br, y + h);
  doc.lineTo(x + bl, y + h);
  if (bl > 0) doc.bezierCurveTo(x + bl - bl * KAPPA, y + h, x, y + h - bl + bl * KAPPA, x, y + h - bl);
  doc.lineTo(x, y + tl);
  if (tl > 0) doc.bezierCurveTo(x, y + tl - tl * KAPPA, x + tl - tl * KAPPA, y, x + tl, y);
  doc.closePath();
}

/** Traces a rect node's outline: per-corner radii replace the single radius when present. */
export function traceBox(
  doc: PDFKit.PDFDocument,
  box: { x: number; y: number; width: number; height: number; radius: number; corners?: Corners },
): void {
  if (box.corners) {
    traceRoundedRect(doc, box.x, box.y, box.width, box.height, box.corners);
    return;
  }
  const r = Math.max(0, Math.min(box.radius, box.width / 2, box.height / 2));
  if (r > 0) doc.roundedRect(box.x, box.y, box.width, box.height, r);
  else doc.rect(box.x, box.y, box.width, box.height);
}

/** Fills and/or strokes the traced path with the node's paint, as the SVG renderer does. */
function paint(doc: PDFKit.PDFDocument, node: RectNode | CircleNode, state: PaintState): void {
  const fill = node.fill !== undefined;
  const stroke = node.stroke !== undefined && (node.strokeWidth ?? 1) > 0;
  if (fill) state.setFill(node.fill!, node.fillOpacity ?? 1);
  if (stroke) state.setStroke(node.stroke!, node.strokeWidth ?? 1);
  if (fill && stroke) doc.fillAndStroke();
  else if (fill) doc.fill();
  else if (stroke) doc.stroke();
}

export function drawRect(doc: PDFKit.PDFDocument, node: RectNode, state: PaintState): void {
  if (node.fill === undefined && node.stroke === undefined) return;
  traceBox(doc, node);
  paint(doc, node, state);
}

export function drawCircle(doc: PDFKit.PDFDocument, node: CircleNode, state: PaintState): void {
  if (node.fill === undefined && node.stroke === undefined) return;
  doc.circle(node.cx, node.cy, node.r);
  paint(doc, node, state);
}
