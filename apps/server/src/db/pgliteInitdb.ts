import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * The child's whole program: open PGlite on the directory (which runs initdb) and close it.
 * argv: [node, pglite entry, directory, start parameters as JSON].
 */
const CHILD_PROGRAM = `
const [, pgliteEntry, dataDir, params] = process.argv;
const { PGlite } = require(pgliteEntry);
PGlite.create(dataDir, { startParams: JSON.parse(params) })
  .then((pg) => pg.close())
  .then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });
`;

/** True when dataDir already holds a PostgreSQL cluster. */
export function isInitialised(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * Runs PGlite's initdb for dataDir in a short-lived child process. initdb inside the server process
 * leaves it holding memory it never hands back, even after that PGlite instance closes (about 100 MB
 * of the server's resident memory, ADR 011); a child process returns all of it when it exits.
 * initdb writes into a sibling directory that is renamed into place only once it finished, so a
 * crash half way never leaves a directory that looks initialised but is not.
 */
export async function initialiseInChildProcess(dataDir: string, startParams: string[]): Promise<void> {
  const staging = `${dataDir}.initialising`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    await runInitdbChild(staging, startParams);
    // The target is the empty directory the caller made (or none); rename(2) replaces an empty one.
    if (existsSync(dataDir) && readdirSync(dataDir).length === 0) rmSync(dataDir, { recursive: true });
    renameSync(staging, dataDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function runInitdbChild(staging: string, startParams: string[]): Promise<void> {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const stderr = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-e', CHILD_PROGRAM, pgliteEntry, staging, JSON.stringify(startParams)],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let output = '';
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(output);
      else
        reject(
          new Error(
            `initialising the embedded database in ${staging} failed (${signal ?? `exit ${code}`}): ${output.trim()}`,
          ),
        );
    });
  });
  if (!isInitialised(staging)) throw new Error(`initdb left no cluster in ${staging}: ${stderr.trim()}`);
}
