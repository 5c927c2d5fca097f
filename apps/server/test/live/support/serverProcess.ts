import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_ARGS, serverEnvironment } from '../../../../../scripts/serverRuntime.mjs';
import { findRepoRoot } from '../../../src/config.ts';
import { freePort } from '../../support/freePort.ts';

/** A server running as its own process: from source (node --import tsx) or the built bundle. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * How to run it: 'source' runs apps/server/src/main.ts through tsx (no build needed, for tests);
 * 'built' runs apps/server/dist/main.js with the Node arguments and environment `npm start` uses
 * (benchmarks: tsx's transpiler and source maps would count against the server's memory).
 */
export type ServerEntry = 'source' | 'built';

/** Starts the real server process and waits (bounded) until /api/health answers. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  entry: ServerEntry = 'source',
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bingo-proc-'));
  const args =
    entry === 'built'
      ? [...SERVER_NODE_ARGS, 'apps/server/dist/main.js']
      : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const baseEnv = entry === 'built' ? serverEnvironment(process.env) : process.env;
  const child = spawn(process.execPath, args, {
    cwd: findRepoRoot(),
    env: {
      ...baseEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output: () => output,
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill(signal);
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
