import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type FontFamilyName, type FontWeight, fontFilePath } from '@bingo/core';
import type { FallbackFace } from '@bingo/render/pdf';

// Font packages are dependencies of @bingo/render; resolve them from there, as the web build does.
const require = createRequire(import.meta.resolve('@bingo/render'));

const FALLBACK_PACKAGES: Record<FallbackFace, { pkg: string; file: string }> = {
  sans: { pkg: 'noto-sans', file: 'NotoSans' },
  hebrew: { pkg: 'noto-sans-hebrew', file: 'NotoSansHebrew' },
  arabic: { pkg: 'noto-sans-arabic', file: 'NotoSansArabic' },
};

const cache = new Map<string, Uint8Array | null>();

function read(specifier: string): Uint8Array | null {
  let bytes = cache.get(specifier);
  if (bytes === undefined) {
    try {
      bytes = readFileSync(require.resolve(specifier));
    } catch {
      bytes = null;
    }
    cache.set(specifier, bytes);
  }
  return bytes;
}

/** The bundled TTF the layout measured (read once per process). */
export function bundledFont(family: string, weight: 400 | 700): Uint8Array {
  const bytes = read(fontFilePath(family as FontFamilyName, weight as FontWeight));
  if (!bytes) throw new Error(`font file missing for ${family} ${weight}`);
  return bytes;
}

/** A Noto fallback face for characters the bundled family lacks. */
export function fallbackFont(face: FallbackFace, weight: 400 | 700): Uint8Array | null {
  const { pkg, file } = FALLBACK_PACKAGES[face];
  const dir = weight === 700 ? '700Bold' : '400Regular';
  return read(`@expo-google-fonts/${pkg}/${dir}/${file}_${dir}.ttf`);
}
