import type { GameEvent, GameState, Recipient } from '@bingo/core';
import { joinedPlayers } from '@bingo/core';

/**
 * Recipients as stored with an event. The reducer's targets, except 'nonJoined', which needs the room's
 * JOINED users: those are resolved when the change commits, so a server delivering it later needs no state.
 */
export type StoredRecipient = Exclude<Recipient, 'nonJoined'> | { nonJoinedExcept: string[] };

export interface StoredEvent {
  type: string;
  payload: Record<string, unknown>;
  to: StoredRecipient;
}

/** Where a change came from: the issuing socket gets 'sender' events and its requestId back. */
export interface EventOrigin {
  server: string;
  socket: string | null;
  requestId?: string;
  command: string;
  roundId: string | null;
  ts: number;
}

/** Who is on the receiving end of a socket. */
export interface SocketIdentity {
  socketId: string;
  userId: string;
  isCaller: boolean;
}

/** Turns reducer events into stored events; every ERROR carries the command and requestId (protocol §1). */
export function toStoredEvents(events: GameEvent[], state: GameState, origin: EventOrigin): StoredEvent[] {
  let joined: string[] | null = null;
  return events.map((e) => {
    const payload =
      e.type === 'ERROR'
        ? {
            ...e.payload,
            command: origin.command,
            ...(origin.requestId === undefined ? {} : { requestId: origin.requestId }),
          }
        : e.payload;
    if (e.to !== 'nonJoined') return { type: e.type, payload, to: e.to };
    joined ??= joinedPlayers(state).map((p) => p.userId);
    return { type: e.type, payload, to: { nonJoinedExcept: joined } };
  });
}

/** Whether a socket on server `serverId` receives an event (protocol §6 targeting). */
export function receives(
  to: StoredRecipient,
  socket: SocketIdentity,
  origin: Pick<EventOrigin, 'server' | 'socket'>,
  serverId: string,
): boolean {
  if (to === 'all') return true;
  if (to === 'callers') return socket.isCaller;
  if (to === 'players') return !socket.isCaller;
  if (to === 'sender') return origin.server === serverId && origin.socket === socket.socketId;
  if ('userId' in to) return socket.userId === to.userId;
  if ('allBut' in to) return socket.userId !== to.allBut;
  return !socket.isCaller && !to.nonJoinedExcept.includes(socket.userId);
}

/**
 * Player lists longer than this are left out of stored event rows (ADR 008): a 1,000-player join burst
 * would otherwise write the growing list twice into every row (~180 KB each). The committing server
 * delivers the full events from memory; other servers read the list back from live_players.
 */
export const ROW_LIST_LIMIT = 100;
/** Stands in a stored payload (or its snapshot) for a playerList that was left out. */
export const LIST_OMITTED = '$playerListOmitted';

/** A player list entry as stored in live_players, without the per-viewer `online` flag. */
export interface ListedPlayer {
  userId: string;
  username: string;
  picture: string;
  hasWon: boolean;
}

type Payload = Record<string, unknown>;

function longList(payload: Payload | undefined): boolean {
  return Array.isArray(payload?.playerList) && (payload.playerList as unknown[]).length > ROW_LIST_LIMIT;
}

function omitList(payload: Payload): Payload {
  const { playerList: _list, ...rest } = payload;
  return { ...rest, [LIST_OMITTED]: true };
}

/** A snapshot's list and its onlinePlayersIds (as long as the list) are both left out. */
function omitSnapshotList(snapshot: Payload): Payload {
  const { onlinePlayersIds: _online, ...rest } = omitList(snapshot);
  return rest;
}

/** The events as written to live_events: long player lists (top level or in a snapshot) left out. */
export function compactForRow(events: StoredEvent[]): StoredEvent[] {
  return events.map((e) => {
    const snapshot = e.payload.snapshot as Payload | undefined;
    if (!longList(e.payload) && !longList(snapshot)) return e;
    let payload = longList(e.payload) ? omitList(e.payload) : e.payload;
    if (snapshot && longList(snapshot)) payload = { ...payload, snapshot: omitSnapshotList(snapshot) };
    return { ...e, payload };
  });
}

/** Whether a stored row left a list out (the reader then loads the room's JOINED players). */
export function hasOmittedList(events: StoredEvent[]): boolean {
  return events.some(
    (e) => LIST_OMITTED in e.payload || LIST_OMITTED in ((e.payload.snapshot as Payload | undefined) ?? {}),
  );
}

function restoreList(payload: Payload, players: ListedPlayer[], online: ReadonlySet<string>): Payload {
  const { [LIST_OMITTED]: _mark, ...rest } = payload;
  return {
    ...rest,
    playerList: players.map((p) => ({
      userId: p.userId,
      username: p.username,
      picture: p.picture,
      hasWon: p.hasWon,
      online: online.has(p.userId),
    })),
  };
}

/**
 * Puts left-out lists back, from the room's JOINED players as read now and the reading server's presence
 * view: like the coalescing of list events in big rooms, a reader may send a list (and online ids) newer
 * than the event's v (ADR 008). List events carry online false, as core's do.
 */
export function restoreLists(
  events: StoredEvent[],
  players: ListedPlayer[],
  onlinePlayersIds: string[],
): StoredEvent[] {
  const none = new Set<string>();
  return events.map((e) => {
    let payload = e.payload;
    if (LIST_OMITTED in payload) payload = restoreList(payload, players, none);
    const snapshot = payload.snapshot as Payload | undefined;
    if (snapshot && LIST_OMITTED in snapshot) {
      const restored = restoreList(snapshot, players, new Set(onlinePlayersIds));
      payload = { ...payload, snapshot: { ...restored, onlinePlayersIds } };
    }
    return payload === e.payload ? e : { ...e, payload };
  });
}
