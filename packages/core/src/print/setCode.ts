import type { Random } from '../random.ts';
import { randomInt } from '../random.ts';

/** Letters and digits that cannot be misread on paper (no 0/O, 1/I/L, 5/S, 2/Z, 8/B). */
export const SET_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const SET_CODE_LENGTH = 6;
/** Serials are 1-based and printed with at least four digits: #0042 (rule R-3). */
export const SERIAL_DIGITS = 4;

/** A new set code such as 'K7QXPD' (rule R-2); the server passes a cryptographic random source. */
export function newSetCode(random: Random): string {
  let code = '';
  for (let i = 0; i < SET_CODE_LENGTH; i++)
    code += SET_CODE_ALPHABET[randomInt(random, SET_CODE_ALPHABET.length)];
  return code;
}

/** A set code as a person may type it: case, spaces and dashes ignored; null when it cannot be one. */
export function normalizeSetCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== SET_CODE_LENGTH) return null;
  for (const ch of code) if (!SET_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** '#0042' for serial 42; longer serials keep all their digits. */
export function formatSerial(serial: number): string {
  return `#${String(serial).padStart(SERIAL_DIGITS, '0')}`;
}

/** 42 from '#0042', '0042' or '42'; null for anything else. */
export function parseSerial(input: string): number | null {
  const match = /^\s*#?\s*(\d{1,6})\s*$/.exec(input);
  if (!match) return null;
  const serial = Number(match[1]);
  return serial >= 1 ? serial : null;
}
