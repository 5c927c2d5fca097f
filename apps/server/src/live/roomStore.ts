import type { Actor, Command, Ctx, GameError, GameEvent, GameState } from '@bingo/core';
import { checkInvariants, emptyRoom, reduce } from '@bingo/core';
import type { Db, Queryable } from '../db/db.ts';
import { type Change, commitChange } from './commitChange.ts';
import { type CachedRoom, mergedPlayers, RoomCache } from './roomCache.ts';
import {
  insertRoom,
  loadPlayers,
  lockPlayer,
  lockRoom,
  nextVersion,
  type RoomBase,
  syncDeadlines,
} from './roomRows.ts';
import { baseChanged, playerOnlyChange } from './scope.ts';
import { type EventOrigin, type StoredEvent, toStoredEvents } from './storedEvents.ts';

/** What a command came to: refused, a pure reply (nothing written), or a committed change. */
export type StoreResult =
  | { kind: 'error'; error: GameError; v: number; roundId: string | null }
  | { kind: 'reply'; events: GameEvent[]; v: number; roundId: string | null; state: GameState }
  | {
      kind: 'committed';
      change: Change;
      prevRoomV: number;
      events: StoredEvent[];
      state: GameState;
    };

/** Commands that may run beside each other, sharing the room row: one player's marks, and reads. */
const SHARED_COMMANDS = new Set(['MARK_NUMBER', 'UPDATE_PLAYER_STATE', 'SYNC_GAME', 'GET_PLAYER_STATE']);
/** Of those, the ones that only need the sender's own player row. */
const OWN_ROW_ONLY = new Set(['MARK_NUMBER', 'UPDATE_PLAYER_STATE']);

/** A result and what to cache once its transaction has resolved (a rollback must leave no phantom state). */
interface Step {
  result: StoreResult;
  remember: () => void;
}

/** A room-wide command waiting for its room's next transaction. */
interface Queued {
  command: Command;
  actor: Actor;
  ctx: Ctx;
  origin: EventOrigin;
  resolve: (result: StoreResult) => void;
  reject: (error: unknown) => void;
}

/** A room-wide step and the room as it stands after it (null: nothing to cache). */
interface ExclusiveStep {
  result: StoreResult;
  view: CachedRoom | null;
}

/** Room-wide commands committed together at most (group commit). */
const MAX_BATCH = 32;

/** Thrown inside the shared transaction to roll it back and run the command exclusively. */
class NeedsRoomLock extends Error {}

export interface RoomStoreOptions {
  serverId: string;
  /** Refuse to commit a state that breaks checkInvariants (a reducer bug); on by default. */
  checkInvariants: boolean;
}

function baseOf(state: GameState): RoomBase {
  const { players: _players, ...base } = state;
  return base;
}

/**
 * withRoom for the live game: lock, load, apply reduce, save, notify — in one transaction (protocol §9).
 * Room-wide commands lock the room row FOR UPDATE. One player's marks (and reads) share the room row and
 * lock only that player's row; if the step turns out to touch more (autoWin), it is rolled back and run
 * again under the exclusive lock. See docs/decisions/008-live-rooms.md.
 */
export class RoomStore {
  private readonly cache = new RoomCache();
  private readonly queues = new Map<string, Queued[]>();

  constructor(
    private readonly db: Db,
    private readonly options: RoomStoreOptions,
  ) {}

  async run(
    roomId: string,
    command: Command,
    actor: Actor,
    ctx: Ctx,
    origin: EventOrigin,
  ): Promise<StoreResult> {
    if (SHARED_COMMANDS.has(command.type) && !actor.system) {
      try {
        const shared = await this.db.transaction((tx) =>
          this.runShared(tx, roomId, command, actor, ctx, origin),
        );
        if (shared) {
          shared.remember();
          return shared.result;
        }
      } catch (error) {
        if (!(error instanceof NeedsRoomLock)) throw error;
      }
    }
    return this.exclusive(roomId, { command, actor, ctx, origin });
  }

  /** Remembers one player's committed change (a mark) in this server's cache, after the commit. */
  private remember(roomId: string, result: StoreResult): void {
    if (result.kind !== 'committed') return;
    const p = result.change.players[0];
    if (p) this.cache.mergePlayer(roomId, { userId: p.userId, v: result.change.v, record: p.record });
  }

  /**
   * Room-wide commands queue per room; whatever queued while a transaction ran goes in the next one
   * (group commit, at most MAX_BATCH). Each command still takes its own version, events row and NOTIFY;
   * one commit covers them all, so a 1,000-player join burst does not pay a commit per join. Each command
   * builds on the previous one's view, which reaches the cache only after the commit. If a batch fails,
   * its commands run again one per transaction, so one failing command fails alone.
   */
  private exclusive(roomId: string, item: Omit<Queued, 'resolve' | 'reject'>): Promise<StoreResult> {
    return new Promise((resolve, reject) => {
      const queued: Queued = { ...item, resolve, reject };
      const queue = this.queues.get(roomId);
      if (queue) {
        queue.push(queued);
        return;
      }
      this.queues.set(roomId, [queued]);
      void this.drain(roomId);
    });
  }

  private async drain(roomId: string): Promise<void> {
    const queue = this.queues.get(roomId) ?? [];
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      if (batch.length > 1 && (await this.runBatch(roomId, batch))) continue;
      for (const item of batch) await this.runBatch(roomId, [item]);
    }
    this.queues.delete(roomId);
  }

  /** One transaction for the batch; false (nothing resolved) when a batch of several failed. */
  private async runBatch(roomId: string, batch: Queued[]): Promise<boolean> {
    let view: CachedRoom | undefined;
    let results: StoreResult[] = [];
    let failedBeforeCommit = false;
    try {
      await this.db.transaction(async (tx) => {
        view = this.cache.get(roomId);
        results = [];
        try {
          for (const item of batch) {
            const step = await this.runExclusive(tx, roomId, item, view);
            if (step.view) view = step.view;
            results.push(step.result);
          }
        } catch (error) {
          failedBeforeCommit = true;
          throw error;
        }
      });
    } catch (error) {
      // The commit may or may not have happened; the next command reloads from the database.
      this.cache.forget(roomId);
      // Only a batch that surely rolled back is retried one by one (a failed COMMIT is not).
      if (batch.length > 1 && failedBeforeCommit) return false;
      for (const item of batch) item.reject(error);
      return true;
    }
    if (view) this.cache.put(roomId, view);
    for (const [i, item] of batch.entries()) item.resolve(results[i] as StoreResult);
    return true;
  }

  private async runExclusive(
    tx: Queryable,
    roomId: string,
    item: Queued,
    cached: CachedRoom | undefined,
  ): Promise<ExclusiveStep> {
    const { command, actor, ctx, origin } = item;
    let locked = await lockRoom(tx, roomId, 'update', cached?.roomV ?? null);
    if (!locked && command.type === 'CREATE_GAME') {
      await insertRoom(tx, roomId, baseOf(emptyRoom(roomId)));
      locked = await lockRoom(tx, roomId, 'update', null);
    }
    const v = await nextVersion(tx);
    if (!locked) {
      // No game was ever created here: everything but CREATE_GAME is a refusal or a pure reply.
      const outcome = reduce(emptyRoom(roomId, v - 1), command, actor, ctx);
      const result: StoreResult =
        'error' in outcome
          ? { kind: 'error', error: outcome.error, v: v - 1, roundId: null }
          : { kind: 'reply', events: outcome.events, v: v - 1, roundId: null, state: outcome.state };
      return { result, view: null };
    }
    const base = locked.base ?? (cached as CachedRoom).base;
    const sameEpoch = cached !== undefined && cached.epoch === locked.epoch;
    const rows = await loadPlayers(tx, roomId, sameEpoch ? cached.watermark : null);
    const { players, versions } = mergedPlayers(sameEpoch ? cached : undefined, rows);
    const state: GameState = { ...base, players, v: v - 1 };
    const outcome = reduce(state, command, actor, ctx);
    // Nothing changed: what was read under the exclusive lock is a complete view as of version v.
    const view: CachedRoom = {
      roomV: locked.v,
      epoch: locked.epoch,
      base,
      players,
      playerVersions: versions,
      watermark: v,
    };
    if ('error' in outcome) {
      if (actor.system) await syncDeadlines(tx, roomId, state.deadlines);
      return { result: { kind: 'error', error: outcome.error, v: v - 1, roundId: state.roundId }, view };
    }
    if (outcome.state === state) {
      return {
        result: { kind: 'reply', events: outcome.events, v: v - 1, roundId: state.roundId, state },
        view,
      };
    }
    const next = outcome.state;
    this.assertInvariants(next, state, command);
    const changedPlayers = Object.entries(next.players)
      .filter(([id, record]) => state.players[id] !== record)
      .map(([userId, record]) => ({ userId, record }));
    const removedPlayers = Object.keys(state.players).filter((id) => !(id in next.players));
    const stamped = { ...origin, roundId: next.roundId };
    const change: Change = {
      roomId,
      v,
      kind: 'room',
      base: baseChanged(state, next) ? baseOf(next) : null,
      players: changedPlayers,
      removedPlayers,
      events: toStoredEvents(outcome.events, next, stamped),
      origin: stamped,
      deadlines: next.deadlines !== state.deadlines || actor.system ? next.deadlines : null,
      serverId: this.options.serverId,
    };
    await commitChange(tx, change);
    const result: StoreResult = {
      kind: 'committed',
      change,
      prevRoomV: locked.v,
      events: change.events,
      state: next,
    };
    for (const p of change.players) versions.set(p.userId, change.v);
    for (const id of change.removedPlayers) versions.delete(id);
    const after: CachedRoom = {
      roomV: change.v,
      epoch: change.removedPlayers.length > 0 ? locked.epoch + 1 : locked.epoch,
      base: baseOf(next),
      players: next.players,
      playerVersions: versions,
      watermark: change.v,
    };
    return { result, view: after };
  }

  private async runShared(
    tx: Queryable,
    roomId: string,
    command: Command,
    actor: Actor,
    ctx: Ctx,
    origin: EventOrigin,
  ): Promise<Step | null> {
    const cached = this.cache.get(roomId);
    const locked = await lockRoom(tx, roomId, 'share', cached?.roomV ?? null);
    if (!locked) return null;
    const own = await lockPlayer(tx, roomId, actor.userId);
    const base = locked.base ?? (cached as CachedRoom).base;
    let players: GameState['players'];
    if (OWN_ROW_ONLY.has(command.type)) {
      players = own ? { [actor.userId]: own.record } : {};
    } else {
      const sameEpoch = cached !== undefined && cached.epoch === locked.epoch;
      const rows = await loadPlayers(tx, roomId, sameEpoch ? cached.watermark : null);
      players = mergedPlayers(sameEpoch ? cached : undefined, rows).players;
      if (own) players[actor.userId] = own.record;
    }
    const v = await nextVersion(tx);
    const state: GameState = { ...base, players, v: v - 1 };
    const outcome = reduce(state, command, actor, ctx);
    const nothing = () => {};
    if ('error' in outcome) {
      return {
        result: { kind: 'error', error: outcome.error, v: v - 1, roundId: state.roundId },
        remember: nothing,
      };
    }
    if (outcome.state === state) {
      return {
        result: { kind: 'reply', events: outcome.events, v: v - 1, roundId: state.roundId, state },
        remember: nothing,
      };
    }
    const record = playerOnlyChange(state, outcome.state, outcome.events, actor.userId);
    if (!record) throw new NeedsRoomLock();
    const stamped = { ...origin, roundId: outcome.state.roundId };
    const change: Change = {
      roomId,
      v,
      kind: 'player',
      base: null,
      players: [{ userId: actor.userId, record }],
      removedPlayers: [],
      events: toStoredEvents(outcome.events, outcome.state, stamped),
      origin: stamped,
      deadlines: null,
      serverId: this.options.serverId,
    };
    await commitChange(tx, change);
    const result: StoreResult = {
      kind: 'committed',
      change,
      prevRoomV: locked.v,
      events: change.events,
      state: outcome.state,
    };
    return { result, remember: () => this.remember(roomId, result) };
  }

  /**
   * Every change is checked before it commits. The check is incremental (only what changed since the
   * previous state, which was checked when it was made), so it costs O(changed players) even in a room
   * of 1,000 (ADR 008).
   */
  private assertInvariants(next: GameState, previous: GameState, command: Command): void {
    if (!this.options.checkInvariants) return;
    const broken = checkInvariants(next, previous, { incremental: true });
    if (broken.length > 0) {
      throw new Error(`${command.type} would break invariants: ${broken.slice(0, 5).join('; ')}`);
    }
  }
}
