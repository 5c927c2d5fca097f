import type { DealtCard } from '../deal/dealtCard.ts';

/**
 * The winning lines of a dealt card as signatures (rule R-5): every row, column and both diagonals of a
 * square grid, the three rows of a 90-ball ticket. A line is its set of item keys (order does not
 * matter for a win); the free space is left out, and a line with an empty square is skipped because
 * it can never be completed.
 */
export function lineSignatures(card: DealtCard): string[] {
  const { rows, columns, cells } = card;
  const lines: number[][] = [];
  for (let r = 0; r < rows; r++) lines.push(Array.from({ length: columns }, (_, c) => r * columns + c));
  if (rows === columns) {
    for (let c = 0; c < columns; c++) lines.push(Array.from({ length: rows }, (_, r) => r * columns + c));
    lines.push(Array.from({ length: rows }, (_, i) => i * columns + i));
    lines.push(Array.from({ length: rows }, (_, i) => i * columns + (columns - 1 - i)));
  }
  const signatures: string[] = [];
  for (const line of lines) {
    const keys: number[] = [];
    let blocked = false;
    for (const index of line) {
      const cell = cells[index];
      if (!cell || cell.free) continue;
      // 90-ball rows hold five numbers among nine squares: their blanks are not part of the line.
      if (cell.key === null) {
        if (rows === columns) blocked = true;
        continue;
      }
      keys.push(cell.key);
    }
    if (!blocked && keys.length > 0) signatures.push(keys.sort((a, b) => a - b).join(','));
  }
  return signatures;
}

/** The whole card as one signature: two cards are the same card when every square holds the same key. */
export function cardSignature(card: DealtCard): string {
  return card.cells.map((cell) => (cell.key === null ? '_' : String(cell.key))).join(',');
}
