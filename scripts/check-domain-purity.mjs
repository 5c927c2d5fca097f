// Domain packages take time and randomness as parameters (house style rule 2).
// Biome bans I/O imports there; this catches the ambient sources of nondeterminism it cannot.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const roots = ['packages/core/src', 'packages/render/src'];
const banned = [/Math\.random\(/, /Date\.now\(/, /new Date\(\)/, /performance\.now\(/];
const problems = [];

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) check(path);
  }
}
function check(path) {
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      for (const pattern of banned) if (pattern.test(line)) problems.push(`${path}:${i + 1}: ${line.trim()}`);
    });
}
for (const root of roots) walk(root);
if (problems.length > 0) {
  console.error(`Domain code must not read the clock or Math.random; pass them in:\n${problems.join('\n')}`);
  process.exit(1);
}
