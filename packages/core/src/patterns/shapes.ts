/** Cell-index building blocks for square grids (row-major, rule P-1). */

/** Every index of row r. */
export function rowCells(n: number, r: number): number[] {
  return Array.from({ length: n }, (_, c) => r * n + c);
}

/** Every index of column c. */
export function columnCells(n: number, c: number): number[] {
  return Array.from({ length: n }, (_, r) => r * n + c);
}

/** Top-left to bottom-right. */
export function diagonalDown(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i * n + i);
}

/** Bottom-left to top-right. */
export function diagonalUp(n: number): number[] {
  return Array.from({ length: n }, (_, i) => (n - 1 - i) * n + i);
}

/** The cells of the ring at `depth` from the edge (0 = outer ring). */
export function ring(n: number, depth: number): number[] {
  const lo = depth;
  const hi = n - 1 - depth;
  return cellsWhere(
    n,
    (r, c) => r >= lo && r <= hi && c >= lo && c <= hi && (r === lo || r === hi || c === lo || c === hi),
  );
}

/** The 2x2 block whose top-left cell is (r, c). */
export function block2(n: number, r: number, c: number): number[] {
  return [r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1];
}

/** Indexes (ascending) of the cells that satisfy `test`. */
export function cellsWhere(n: number, test: (row: number, col: number) => boolean): number[] {
  const out: number[] = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (test(r, c)) out.push(r * n + c);
  return out;
}

/** Union of masks, ascending and without duplicates. */
export function union(...masks: number[][]): number[] {
  return [...new Set(masks.flat())].sort((a, b) => a - b);
}
