import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './freePort.ts';

/** A throwaway PostgreSQL server for tests and the benchmark: trust auth, no fsync, loopback only. */
export interface PostgresCluster {
  port: number;
  /** A new empty database on this cluster; returns its connection URL. */
  createDatabase(name?: string): Promise<string>;
  stop(): void;
}

// initdb refuses to run as root (CI runs tests as root), so the cluster then runs as 'nobody'.
const UNPRIVILEGED_USER = 'nobody';
let databaseCounter = 0;

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'bingo-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = lookupUser(UNPRIVILEGED_USER);
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', UNPRIVILEGED_USER, '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    execFileSync(file, argv, { stdio: 'pipe', timeout: 60_000 });
  };

  let started = false;
  const stop = () => {
    if (started) {
      const [file, argv] = asRoot
        ? [
            'runuser',
            [
              '-u',
              UNPRIVILEGED_USER,
              '--',
              join(bin, 'pg_ctl'),
              'stop',
              '-D',
              dataDir,
              '-m',
              'immediate',
              '-w',
            ],
          ]
        : [join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'immediate', '-w']];
      spawnSync(file, argv as string[], { stdio: 'ignore', timeout: 30_000 });
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
    process.off('exit', stop);
  };
  // Even a crashed test run must not leave a postmaster behind.
  process.on('exit', stop);

  try {
    run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ]);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    started = true;
    run('pg_ctl', ['start', '-D', dataDir, '-w', '-t', '60', '-l', logFile, '-o', options]);
    return {
      port,
      stop,
      async createDatabase(name = `bingo_test_${process.pid}_${++databaseCounter}`) {
        const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE "${name}"`);
        } finally {
          await client.end();
        }
        return `postgres://postgres@127.0.0.1:${port}/${name}`;
      },
    };
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    stop();
    throw new Error(`Could not start a PostgreSQL cluster: ${(error as Error).message}\n${stderr}\n${log}`);
  }
}

/** initdb and pg_ctl from PATH, /usr/local/bin or the newest /usr/lib/postgresql/N/bin. */
export function findPostgresBin(): string {
  const candidates = [
    ...(process.env.PATH ?? '').split(':').filter(Boolean),
    '/usr/local/bin',
    ...listVersionDirs('/usr/lib/postgresql'),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
  if (!found)
    throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found on PATH or in /usr/lib/postgresql.');
  return found;
}

function listVersionDirs(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((name) => join(root, name, 'bin'));
}

function lookupUser(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  const fields = line?.split(':');
  if (!fields || fields.length < 4)
    throw new Error(`User '${name}' not found; cannot run PostgreSQL as root.`);
  return { uid: Number(fields[2]), gid: Number(fields[3]) };
}
