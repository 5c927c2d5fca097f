/**
 * The one database seam: PostgreSQL SQL with $1 placeholders, rows back as plain objects.
 * Both drivers (PGlite in process, node-postgres over the network) implement it, so every
 * repository runs unchanged on either.
 */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Subscribes to NOTIFY on a channel (live game fan-out). node-postgres uses a dedicated connection that
   * reconnects by itself and calls onReconnect, since notifications sent while it was down are lost.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
