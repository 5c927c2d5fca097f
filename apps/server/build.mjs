// Bundles the server into dist/main.js. npm packages stay external (sharp and PGlite load native
// and WebAssembly files relative to themselves); the @bingo/* workspace sources are bundled in.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const manifest = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@bingo/'));

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS code may call require(); ESM has none, so provide one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
// migrate.ts reads ./migrations next to the running module: dist/migrations in the bundle.
cpSync(join(here, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
