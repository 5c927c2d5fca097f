import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';
import { parseBooleanSetting } from './settings.ts';
import { filesNotProcessedMessage, isAcceptableUpload, sniffImageType, uploadBatches } from './upload.ts';

describe('settings, dates and uploads', () => {
  it('V-8: a boolean setting accepts 0, 1, true and false and nothing else', () => {
    for (const v of [1, '1', true, 'true']) expect(parseBooleanSetting(v)).toBe(true);
    for (const v of [0, '0', false, 'false']) expect(parseBooleanSetting(v)).toBe(false);
    for (const v of ['yes', 2, null, undefined, 'TRUE', '']) expect(parseBooleanSetting(v)).toBeNull();
  });

  it('V-9: dates show as dd/mm/yy and small numbers are seconds', () => {
    expect(formatDate(1_700_000_000)).toBe('14/11/23');
    expect(formatDate(1_700_000_000_000)).toBe('14/11/23');
    expect(formatDate('2026-01-05T10:00:00Z')).toBe('05/01/26');
    expect(formatDate('not a date')).toBe('');
  });

  it('U-1: only png, jpeg and webp under 5 MB are accepted', () => {
    expect(isAcceptableUpload({ type: 'image/png', size: 1000 })).toBe(true);
    expect(isAcceptableUpload({ type: 'image/x-png', size: 1000 })).toBe(true);
    expect(isAcceptableUpload({ type: 'image/jpg', size: 1000 })).toBe(true);
    expect(isAcceptableUpload({ type: 'image/webp', size: 5_242_879 })).toBe(true);
    expect(isAcceptableUpload({ type: 'image/webp', size: 5_242_880 })).toBe(false);
    expect(isAcceptableUpload({ type: 'image/gif', size: 1000 })).toBe(false);
    expect(isAcceptableUpload({ type: 'image/svg+xml', size: 1000 })).toBe(false);
  });

  it('U-2: files go up in batches of five', () => {
    expect(uploadBatches([1, 2, 3, 4, 5, 6, 7]).map((b) => b.length)).toEqual([5, 2]);
    expect(uploadBatches([])).toEqual([]);
  });

  it('U-3: the first bytes decide the image type', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe('png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    expect(sniffImageType(webp)).toBe('webp');
    expect(sniffImageType(new TextEncoder().encode('hello, I am text'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
  });

  it('U-4: the rejection message names the number of files', () => {
    expect(filesNotProcessedMessage(2)).toBe(
      '2 file(s) not processed. Please upload a JPG, PNG, or WebP file (1200x800px recommended, max 5MB).',
    );
  });
});
