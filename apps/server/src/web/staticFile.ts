import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticFile {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * Opens a file of the built web app by URL path, or null when there is none. The resolved path must
 * stay inside root (no '..' escapes) and dotfiles are never served.
 */
export async function openStaticFile(root: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const base = resolve(root);
  const path = resolve(base, `.${decoded}`);
  if (!path.startsWith(base + sep)) return null;
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    const contentType = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    return { stream: createReadStream(path), size: info.size, contentType };
  } catch {
    return null;
  }
}
