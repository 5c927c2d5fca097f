/**
 * Drops what XML 1.0 forbids (control characters, lone surrogates, U+FFFE, U+FFFF): a single one
 * would make the whole SVG fail to parse.
 */
function withoutInvalidXml(value: string): string {
  let out = '';
  for (const char of value) {
    const cp = char.codePointAt(0)!;
    const control = cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d;
    const loneSurrogate = cp >= 0xd800 && cp <= 0xdfff;
    if (!control && !loneSurrogate && cp !== 0xfffe && cp !== 0xffff) out += char;
  }
  return out;
}

/** Text content safe inside an element. */
export function escapeText(value: string): string {
  return withoutInvalidXml(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A value safe inside a double- or single-quoted attribute. */
export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif|bmp|svg\+xml)[;,]/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Image addresses from user input: http(s), blob, raster and SVG data URIs, and relative paths pass;
 * anything else (javascript:, data:text/html, ...) is dropped.
 */
export function safeImageHref(href: string): string | null {
  const trimmed = href.trim();
  if (!trimmed) return null;
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === undefined) return trimmed;
  if (scheme === 'http' || scheme === 'https' || scheme === 'blob') return trimmed;
  if (scheme === 'data' && SAFE_DATA_IMAGE.test(trimmed)) return trimmed;
  return null;
}
