import {
  type CardPayload,
  checkPrintedCard,
  formatSerial,
  MAX_PRINT_CARDS,
  normalizeSetCode,
  parseSerial,
} from '@bingo/core';
import { HttpError } from '../http/httpError.ts';

const MESSAGES = {
  setCode: 'Enter the set code printed on the card, like K7QXPD.',
  serial: `Enter the card's serial, like #0042 (1 to ${MAX_PRINT_CARDS}).`,
} as const;

/** One square of the checked card as the checker shows it. */
export interface CheckedCell {
  key: number | null;
  label: string;
  called: boolean;
  free: boolean;
}

export interface CheckResult {
  setCode: string;
  serial: number;
  serialLabel: string;
  rows: number;
  columns: number;
  cells: CheckedCell[];
  completed: { id: string; name: string; cells: number[] }[];
}

/** The checker's answer for a card of a printed set (rule R-10), with the squares for display. */
export function checkCard(
  card: CardPayload,
  body: { setCode: string; serial: number | string; calledKeys: number[] },
): CheckResult {
  const setCode = normalizeSetCode(body.setCode);
  if (!setCode) throw new HttpError(400, MESSAGES.setCode);
  const serial = typeof body.serial === 'number' ? body.serial : parseSerial(body.serial);
  if (serial === null || serial < 1 || serial > MAX_PRINT_CARDS) throw new HttpError(400, MESSAGES.serial);
  const check = checkPrintedCard(card, setCode, serial, body.calledKeys);
  if (!check) throw new HttpError(400, MESSAGES.serial);
  const called = new Set(check.calledOnCard);
  const cells = check.dealt.cells.map((cell): CheckedCell => {
    const label = cell.free
      ? card.cardSettings.freeSpaceText
      : cell.item
        ? cell.item.type === 'image'
          ? cell.item.caption || 'Image'
          : cell.item.value
        : '';
    return { key: cell.key, label, called: cell.key !== null && called.has(cell.key), free: cell.free };
  });
  return {
    setCode,
    serial,
    serialLabel: formatSerial(serial),
    rows: check.dealt.rows,
    columns: check.dealt.columns,
    cells,
    completed: check.completed,
  };
}
