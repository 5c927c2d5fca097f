import { randomUUID } from 'node:crypto';
import type { Actor, Command, Ctx, GameError, Random, SystemTriggerType } from '@bingo/core';
import { gameError } from '@bingo/core';
import type { Db } from '../db/db.ts';
import { capacityFor } from './capacity.ts';
import { fetchCardForCreate } from './createGameChecks.ts';
import { cryptoRandom } from './cryptoRandom.ts';
import { DeadlinePoller } from './deadlines.ts';
import { encodeFrame } from './envelope.ts';
import { Fanout } from './fanout.ts';
import type { LiveConfig } from './liveConfig.ts';
import type { LiveSocket } from './liveSocket.ts';
import { Presence, type PresenceView } from './presence.ts';
import { LIVE_CHANNEL } from './roomRows.ts';
import { RoomStore, type StoreResult } from './roomStore.ts';
import type { EventOrigin } from './storedEvents.ts';

export interface LiveRoomsOptions {
  db: Db;
  config: LiveConfig;
  now: () => number;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
}

const SYSTEM_ACTOR: Actor = {
  userId: 'system',
  username: 'system',
  picture: '',
  isCaller: false,
  system: true,
};

/** A command from a socket, after the gateway's frame, parse, rate and token checks. */
export interface SocketCommand {
  socket: LiveSocket;
  actor: Actor;
  isAdministrator: boolean;
  command: Command;
}

/**
 * The live game rooms of this server: runs commands through the room store, hands committed events to the
 * fan-out, tracks presence and fires stored deadlines. gateway.ts feeds it; it never touches `ws`.
 */
export class LiveRooms {
  readonly serverId = randomUUID();
  private readonly random: Random = cryptoRandom();
  private readonly store: RoomStore;
  readonly fanout: Fanout;
  readonly presence: Presence;
  private readonly poller: DeadlinePoller;
  private unlisten: (() => Promise<void>) | null = null;
  private stopping = false;

  constructor(private readonly options: LiveRoomsOptions) {
    const onError = (error: unknown) => options.log.error({ err: error }, 'live room background task failed');
    this.store = new RoomStore(options.db, { serverId: this.serverId, checkInvariants: true });
    this.fanout = new Fanout(
      options.db,
      this.serverId,
      onError,
      (roomId) => this.presence.viewOf(roomId).onlinePlayersIds,
    );
    this.presence = new Presence(
      options.db,
      this.serverId,
      () => this.fanout.roomIds(),
      (roomId) => this.fanout.socketsOf(roomId).size,
      { onChange: (roomId, view, before) => this.presenceChanged(roomId, view, before), onError },
    );
    this.poller = new DeadlinePoller({
      db: options.db,
      pollMs: options.config.pollMs,
      now: options.now,
      fire: async (roomId, trigger) => {
        await this.trigger(roomId, trigger);
      },
      onError,
    });
  }

  async start(): Promise<void> {
    this.unlisten = await this.options.db.listen(
      LIVE_CHANNEL,
      (payload) => {
        if (payload.startsWith('presence ')) this.presence.onNotify(payload.split(' ')[1] ?? '');
        else this.fanout.onNotify(payload);
      },
      () => this.fanout.catchUpAll(),
    );
    await this.presence.start();
    this.poller.start();
  }

  /** Stops background work; sockets are closed by the gateway first. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.poller.stop();
    this.fanout.stop();
    await this.presence.stop().catch(() => {});
    await this.unlisten?.();
  }

  private ctxFor(roomId: string, actor: Actor): Ctx {
    const { config } = this.options;
    const presence = this.presence;
    let view: PresenceView | undefined;
    return {
      now: this.options.now(),
      random: this.random,
      saveDays: config.saveDays,
      callerGraceMs: config.callerGraceMs,
      // Read only by the commands that build a snapshot: marks do not pay O(room) for it.
      get presence(): PresenceView {
        view ??= presence.viewOf(roomId);
        return view;
      },
      ...(actor.isCaller ? { playerCapacity: capacityFor(actor.userId, config) } : {}),
    };
  }

  private origin(command: Command, socket: LiveSocket | null): EventOrigin {
    return {
      server: this.serverId,
      socket: socket?.socketId ?? null,
      ...(command.requestId === undefined ? {} : { requestId: command.requestId }),
      command: command.type,
      roundId: null,
      ts: this.options.now(),
    };
  }

  /** Sends an ERROR to one socket only (protocol §1), with the command and requestId it answers. */
  sendError(
    socket: LiveSocket,
    error: GameError,
    v: number,
    roundId: string | null,
    command: string | null,
    requestId?: string,
  ): void {
    const payload: Record<string, unknown> = { code: error.code, message: error.message, command };
    if (requestId !== undefined) payload.requestId = requestId;
    if (error.details !== undefined) payload.details = error.details;
    socket.sendNow(
      encodeFrame({
        type: 'ERROR',
        payload,
        v,
        roundId,
        ts: this.options.now(),
        ...(requestId === undefined ? {} : { requestId }),
      }),
      v,
    );
  }

  /** Runs one socket command end to end; never throws (internal failures become INTERNAL_ERROR). */
  async execute({ socket, actor, isAdministrator, command }: SocketCommand): Promise<void> {
    const syncing = command.type === 'SYNC_GAME';
    if (syncing) socket.syncing = true;
    let snapshotV: number | null = null;
    try {
      const ctx = this.ctxFor(socket.roomId, actor);
      if (command.type === 'CREATE_GAME' && actor.isCaller) {
        const fetched = await fetchCardForCreate(
          this.options.db,
          socket.roomId,
          command,
          actor,
          isAdministrator,
        );
        if ('error' in fetched) {
          this.sendError(socket, fetched.error, socket.lastV, null, command.type, command.requestId);
          return;
        }
        ctx.card = fetched.card;
      }
      const result = await this.store.run(socket.roomId, command, actor, ctx, this.origin(command, socket));
      snapshotV = this.answer(socket, command, result);
    } catch (error) {
      this.options.log.error(
        { err: error, requestId: command.requestId, command: command.type },
        'live command failed',
      );
      this.sendError(
        socket,
        gameError('INTERNAL_ERROR'),
        socket.lastV,
        null,
        command.type,
        command.requestId,
      );
    } finally {
      if (syncing) socket.endSync(snapshotV);
    }
  }

  /** Delivers a store result; returns the version a snapshot in it was taken at, if any. */
  private answer(socket: LiveSocket, command: Command, result: StoreResult): number | null {
    if (result.kind === 'error') {
      this.sendError(socket, result.error, result.v, result.roundId, command.type, command.requestId);
      return null;
    }
    if (result.kind === 'reply') {
      // A pure reply (GAME_SYNCED, PLAYER_STATE_FETCHED, ALREADY_JOINED, a repeated ROOM_FULL): sender only.
      for (const event of result.events) {
        const payload =
          event.type === 'ERROR'
            ? {
                ...event.payload,
                command: command.type,
                ...(command.requestId === undefined ? {} : { requestId: command.requestId }),
              }
            : event.payload;
        const frame = encodeFrame({
          type: event.type,
          payload,
          v: result.v,
          roundId: result.roundId,
          ts: this.options.now(),
          ...(command.requestId === undefined ? {} : { requestId: command.requestId }),
        });
        socket.sendNow(frame, result.v);
      }
      return result.events.some((e) => e.type === 'GAME_SYNCED') ? result.v : null;
    }
    const { change } = result;
    this.fanout.deliverCommitted(
      socket.roomId,
      change.kind,
      result.prevRoomV,
      change.v,
      change.origin,
      change.events,
    );
    return command.type === 'SYNC_GAME' ? change.v - 1 : null;
  }

  /** A trigger only the server issues (deadlines, presence, the pause beacon). */
  async trigger(roomId: string, type: SystemTriggerType): Promise<StoreResult> {
    const command: Command = { type, payload: {} };
    const result = await this.store.run(
      roomId,
      command,
      SYSTEM_ACTOR,
      this.ctxFor(roomId, SYSTEM_ACTOR),
      this.origin(command, null),
    );
    if (result.kind === 'committed') {
      const { change } = result;
      this.fanout.deliverCommitted(
        roomId,
        change.kind,
        result.prevRoomV,
        change.v,
        change.origin,
        change.events,
      );
    }
    return result;
  }

  /** A socket was accepted: it joins the fan-out, presence, and gets its snapshot (protocol §2.4). */
  async connect(socket: LiveSocket, actor: Actor, isAdministrator: boolean): Promise<void> {
    socket.syncing = true;
    await this.fanout.attach(socket);
    this.presence.change(socket.roomId, socket.userId, socket.isCaller, 1);
    await this.execute({ socket, actor, isAdministrator, command: { type: 'SYNC_GAME', payload: {} } });
    if (socket.isCaller) await this.trigger(socket.roomId, 'CALLER_RECONNECTED').catch(() => {});
  }

  /** A socket closed: presence, and the caller-gone grace period when it was the last caller socket. */
  async disconnect(socket: LiveSocket): Promise<void> {
    this.fanout.detach(socket);
    this.presence.change(socket.roomId, socket.userId, socket.isCaller, -1);
    if (!socket.isCaller || this.stopping || this.presence.hasLocalCaller(socket.roomId)) return;
    await this.presence.settle();
    const view = await this.presence.read(socket.roomId);
    if (!view.callerOnline && !this.stopping) await this.trigger(socket.roomId, 'CALLER_DISCONNECTED');
  }

  /** Another server's view changed: tell local sockets, and start the grace period if the caller vanished. */
  private presenceChanged(roomId: string, view: PresenceView, before: PresenceView): void {
    this.fanout.broadcast(
      roomId,
      encodeFrame({
        type: 'ONLINE_PLAYERS_UPDATED',
        payload: { ...view },
        v: 0,
        roundId: null,
        ts: this.options.now(),
      }),
    );
    if (before.callerOnline && !view.callerOnline && !this.stopping) {
      void this.trigger(roomId, 'CALLER_DISCONNECTED').catch(() => {});
    }
  }
}
