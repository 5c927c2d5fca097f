// `npm start`: build the web app and the server when their sources changed, then serve both on PORT.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_ARGS, serverEnvironment } from './serverRuntime.mjs';

const SOURCES = [
  'packages/core/src',
  'packages/render/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
];
const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

const builtAt = Math.min(...OUTPUTS.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building the web app and the server (first start or sources changed)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The Node arguments and environment the server runs with (memory, ADR 011).
const server = spawnSync(process.execPath, [...SERVER_NODE_ARGS, 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: serverEnvironment(process.env),
});
process.exit(server.status ?? 0);
