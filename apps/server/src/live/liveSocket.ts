import type { SocketIdentity } from './storedEvents.ts';

/** A frame waiting to be sent, with the version that decides whether a later snapshot covers it. */
interface Pending {
  v: number;
  data: Buffer;
}

/**
 * One connected client as the fan-out sees it: identity, room, and a send function the gateway provides
 * (the only place that knows `ws`). While a snapshot is being read (syncing), frames are held back and
 * only those newer than the snapshot are sent after it, so a client never applies an event and then a
 * snapshot that predates it.
 */
export class LiveSocket implements SocketIdentity {
  syncing = false;
  private held: Pending[] = [];
  /**
   * The latest player list for this socket when a big room coalesces list events. The frame is encoded
   * lazily (once, shared by every socket): superseded lists are never serialised.
   */
  pendingList: { v: number; frame: () => Buffer } | null = null;
  /** The highest version sent here: protocol errors found before any room read carry it. */
  lastV = 0;

  constructor(
    readonly socketId: string,
    readonly roomId: string,
    readonly userId: string,
    readonly isCaller: boolean,
    private readonly transmit: (data: Buffer) => void,
  ) {}

  /** Sends now, or holds the frame while a snapshot is in flight. */
  deliver(v: number, data: Buffer): void {
    this.lastV = Math.max(this.lastV, v);
    if (this.syncing) this.held.push({ v, data });
    else this.transmit(data);
  }

  /** Sends regardless of syncing (the snapshot itself, errors). */
  sendNow(data: Buffer, v?: number): void {
    if (v !== undefined) this.lastV = Math.max(this.lastV, v);
    this.transmit(data);
  }

  /** Ends a sync: frames newer than the snapshot go out, older ones are already in it. */
  endSync(snapshotV: number | null): void {
    this.syncing = false;
    const held = this.held;
    this.held = [];
    for (const frame of held) if (snapshotV === null || frame.v > snapshotV) this.transmit(frame.data);
    if (snapshotV !== null && this.pendingList && this.pendingList.v <= snapshotV) this.pendingList = null;
  }
}
