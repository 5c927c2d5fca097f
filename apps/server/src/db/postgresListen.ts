import pg from 'pg';

const RETRY_MS = [100, 250, 500, 1000, 2000];

/**
 * LISTEN needs a connection of its own (a pooled one would be handed to other queries). When that
 * connection drops, it is re-opened with a growing delay and onReconnect tells the caller that
 * notifications may have been missed in between, so it can catch up from the events table.
 */
export async function listenOnDedicatedClient(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => reconnectLater());
    next.on('end', () => reconnectLater());
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '')}"`);
    client = next;
    attempt = 0;
  };

  let reconnecting = false;
  const reconnectLater = (): void => {
    if (stopped || reconnecting) return;
    reconnecting = true;
    const dead = client;
    client = null;
    dead?.end().catch(() => {});
    const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
    setTimeout(() => {
      reconnecting = false;
      if (stopped) return;
      connect().then(
        () => onReconnect?.(),
        () => reconnectLater(),
      );
    }, delay).unref();
  };

  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
