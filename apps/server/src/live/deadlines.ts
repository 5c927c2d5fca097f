import type { SystemTriggerType } from '@bingo/core';
import type { Db } from '../db/db.ts';

/** Which trigger a stored deadline feeds back into the reducer (rule G-70). */
const TRIGGER_OF: Record<string, SystemTriggerType> = {
  nextAutoCallAt: 'AUTO_CALL',
  callerGoneAt: 'CALLER_GONE',
  saveExpiresAt: 'SAVE_EXPIRED',
};

/** A claim lasts this long; a server that dies holding one only delays the deadline by this much. */
const LEASE_MS = 5000;
const BATCH = 50;
const PRUNE_EVERY_MS = 30_000;

export interface DeadlinePollerOptions {
  db: Db;
  pollMs: number;
  now: () => number;
  /** Runs a trigger against the room (under the room lock, like any command). */
  fire(roomId: string, trigger: SystemTriggerType): Promise<void>;
  onError(error: unknown): void;
}

/**
 * Polls the stored deadlines (automatic calls, caller-gone grace, saved-game expiry). Whichever server
 * polls first claims a due row with FOR UPDATE SKIP LOCKED and a short lease, then fires the trigger; the
 * reducer answers NOT_DUE if the deadline moved meanwhile. No in-process timer is ever the source of truth:
 * the rows survive restarts and are shared by every server.
 */
export class DeadlinePoller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private lastPrune = 0;
  private stopped = false;

  constructor(private readonly options: DeadlinePollerOptions) {}

  start(): void {
    const tick = () => {
      if (this.stopped) return;
      this.running = this.poll()
        .then(() => {}, this.options.onError)
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs);
        });
    };
    this.timer = setTimeout(tick, this.options.pollMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** One round: claim what is due, fire each (rooms in parallel), and now and then prune old events. */
  async poll(): Promise<number> {
    const now = this.options.now();
    const claimed = await this.options.db.query<{ room_id: string; kind: string }>(
      `UPDATE live_deadlines d SET claimed_until = $2
         FROM (SELECT room_id, kind FROM live_deadlines
                WHERE due_at <= $1 AND (claimed_until IS NULL OR claimed_until < $1)
                ORDER BY due_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED) due
        WHERE d.room_id = due.room_id AND d.kind = due.kind
        RETURNING d.room_id, d.kind`,
      [now, now + LEASE_MS],
    );
    await Promise.all(
      claimed.map(async (row) => {
        const trigger = TRIGGER_OF[row.kind];
        if (!trigger) return;
        await this.options.fire(row.room_id, trigger).catch(this.options.onError);
      }),
    );
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await this.options.db.query(`DELETE FROM live_events WHERE created_at < now() - interval '5 minutes'`);
    }
    return claimed.length;
  }
}
