import {
  ALLOWED_IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  RECOMMENDED_IMAGE_SIZES,
  UPLOAD_BATCH_SIZE,
} from './card/constants.ts';

export const INVALID_FILE_TITLE = 'Invalid file type or size.';

/** '{n} file(s) not processed...' (spec §5). */
export function filesNotProcessedMessage(count: number): string {
  return `${count} file(s) not processed. Please upload a JPG, PNG, or WebP file (1200x800px recommended, max 5MB).`;
}

/** The upload hint under a picker, with the recommended size of that slot. */
export function uploadHint(size: string = RECOMMENDED_IMAGE_SIZES.default): string {
  return `Upload a JPG, PNG, or WebP (${size}px recommended, max 5MB)`;
}

/** U-1: a file is accepted when its declared type is an allowed image type and it is under 5 MB. */
export function isAcceptableUpload(file: { type: string; size: number }): boolean {
  return (
    (ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type) &&
    file.size > 0 &&
    file.size < MAX_UPLOAD_BYTES
  );
}

/** U-2: files go up in batches of five. */
export function uploadBatches<T>(files: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < files.length; i += UPLOAD_BATCH_SIZE)
    batches.push(files.slice(i, i + UPLOAD_BATCH_SIZE));
  return batches;
}

/** U-3: what a file's first bytes say it is; the server trusts this, not the declared type. */
export function sniffImageType(bytes: Uint8Array): 'png' | 'jpeg' | 'webp' | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}
