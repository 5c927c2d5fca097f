import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_IMAGE_RESIZE_WIDTH } from '@bingo/core';
import { type AccountsConfig, loadAccountsConfig } from './accounts/accountsConfig.ts';
import { type LiveConfig, loadLiveConfig } from './live/liveConfig.ts';

/** Everything the server reads from its environment, parsed once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Root of everything the server writes: PGlite files, uploads, generated secrets. */
  dataDir: string;
  /** When set, node-postgres talks to this server; otherwise PGlite runs in process. */
  databaseUrl: string | null;
  /** From JWT_SECRET; null means "generate one and keep it in dataDir". */
  jwtSecret: string | null;
  imageResizeWidth: number;
  logLevel: string;
  /** The built web app, or null when there is none to serve. */
  webDist: string | null;
  /** Live game settings (LIVE_* variables, docs/live.md); read from the environment when absent. */
  live?: LiveConfig;
  /** SMTP_URL, MAIL_FROM, PUBLIC_URL, ADMIN_EMAILS; read from the environment when absent. */
  accounts?: AccountsConfig;
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: parseInteger(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: env.JWT_SECRET || null,
    imageResizeWidth: parseInteger(env.IMAGE_RESIZE_WIDTH, DEFAULT_IMAGE_RESIZE_WIDTH, 'IMAGE_RESIZE_WIDTH'),
    logLevel: env.LOG_LEVEL || 'info',
    webDist: findWebDist(env.WEB_DIST),
    live: loadLiveConfig(env),
    accounts: loadAccountsConfig(env),
  };
}

function parseInteger(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got '${raw}'.`);
  return value;
}

/** WEB_DIST wins; otherwise apps/web/dist of the repository this file lives in, if it was built. */
function findWebDist(override: string | undefined): string | null {
  const dir = override ? resolve(override) : join(findRepoRoot(), 'apps/web/dist');
  return existsSync(join(dir, 'index.html')) ? dir : null;
}

/**
 * The workspace root is the nearest package.json with "workspaces" above this module; walking up works
 * both from src/ (tsx, tests) and from the bundled dist/main.js.
 */
export function findRepoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
