import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Google's Noto emoji as 64 px PNGs (emoji-datasource-google): the same design Chromium draws in the preview.
const require = createRequire(import.meta.resolve('@bingo/render'));
const PACKAGE_DIR = dirname(require.resolve('emoji-datasource-google/package.json'));
const IMAGE_DIR = join(PACKAGE_DIR, 'img', 'google', '64');

interface EmojiEntry {
  unified: string;
  non_qualified: string | null;
  image: string;
  has_img_google: boolean;
  skin_variations?: Record<string, { unified: string; image: string; has_img_google: boolean }>;
}

let index: Map<string, string> | null = null;

/** Code points without variation selectors: how a typed emoji and the data set's entry meet. */
function normalize(codePoints: string): string {
  return codePoints
    .toLowerCase()
    .split('-')
    .filter((cp) => cp !== 'fe0f')
    .join('-');
}

function buildIndex(): Map<string, string> {
  const entries = JSON.parse(readFileSync(join(PACKAGE_DIR, 'emoji.json'), 'utf8')) as EmojiEntry[];
  const map = new Map<string, string>();
  for (const entry of entries) {
    if (entry.has_img_google) {
      map.set(normalize(entry.unified), entry.image);
      if (entry.non_qualified) map.set(normalize(entry.non_qualified), entry.image);
    }
    for (const variation of Object.values(entry.skin_variations ?? {})) {
      if (variation.has_img_google) map.set(normalize(variation.unified), variation.image);
    }
  }
  return map;
}

const cache = new Map<string, Uint8Array | null>();

/** The colour PNG of an emoji cluster, or null when the set has none (the square then shows the text). */
export function emojiImage(cluster: string): Uint8Array | null {
  const key = normalize([...cluster].map((ch) => ch.codePointAt(0)!.toString(16).padStart(4, '0')).join('-'));
  let bytes = cache.get(key);
  if (bytes === undefined) {
    index ??= buildIndex();
    const file = index.get(key);
    try {
      bytes = file ? readFileSync(join(IMAGE_DIR, file)) : null;
    } catch {
      bytes = null;
    }
    cache.set(key, bytes);
  }
  return bytes;
}
