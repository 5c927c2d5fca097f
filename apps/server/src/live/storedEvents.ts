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
