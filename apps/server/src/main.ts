import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

const config = loadConfig();
const server = await startServer(config);
server.app.log.info(
  { driver: server.db.driver, migrations: server.appliedMigrations, webDist: config.webDist },
  `bingo server listening on ${server.url}`,
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.app.log.info({ signal }, 'shutting down');
  // A stuck connection must not keep the process alive forever.
  const deadline = setTimeout(() => process.exit(1), 10_000);
  deadline.unref();
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    server.app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
