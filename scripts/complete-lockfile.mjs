// The npm registry these machines reach lacks some platform builds of optional native packages
// (e.g. @biomejs/cli-darwin-x64). `npm install` then leaves them out of package-lock.json, and
// `npm ci` refuses a lock that misses an optional dependency it lists. This adds a placeholder
// entry (version, os, cpu, libc; no download address) for each such package, which `npm ci`
// accepts and skips because the platform does not match. Run it after `npm install` (decision 010).
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const PLATFORM =
  /(?<os>android|darwin|linux|win32|freebsd|openbsd|sunos|aix)-(?<cpu>arm64|x64|ia32|arm|ppc64|s390x|riscv64|loong64)(?<musl>-musl)?$/;
let added = 0;

for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const at = path === '' ? `node_modules/${name}` : `${path}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[at] || lock.packages[hoisted]) continue;
    const platform = PLATFORM.exec(name)?.groups;
    if (!platform) continue;
    lock.packages[hoisted] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.os === 'linux' ? { libc: [platform.musl ? 'musl' : 'glibc'] } : {}),
      optional: true,
      os: [platform.os],
    };
    added++;
  }
}
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} placeholder entr${added === 1 ? 'y' : 'ies'}`);
