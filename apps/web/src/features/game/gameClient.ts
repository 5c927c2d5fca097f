import type { ClientCommandType } from '@bingo/core';
import { applyEvent } from './applyEvent.ts';
import type { ConnectionState } from './connectionPolicy.ts';
import { GIVE_UP_AT_ATTEMPT, REFRESH_TOKEN_AT_ATTEMPT, reconnectDelay } from './connectionPolicy.ts';
import type { GameView, ServerEvent } from './gameView.ts';
import { emptyView } from './gameView.ts';

/** Close codes of protocol §2. */
const TOKEN_REJECTED = 4001;
const NOT_CALLER = 4003;

/** What the pages read: the room and the connection. */
export interface GameStore {
  view: GameView;
  connection: ConnectionState;
  /** The server refused this visitor as the caller (close 4003). */
  notCaller: boolean;
}

/** Things that happen to the connection, for toasts and overlays. */
export type ConnectionNotice = 'reconnected' | 'retrying' | 'offline' | 'online' | 'gaveUp';

export interface GameClientOptions {
  roomId: string;
  role: 'caller' | 'player';
  /** A usable token (refreshed when close to expiry), or null without a session. */
  getToken: () => Promise<string | null>;
  /** Discards the token and fetches a new one (close 4001, attempt 5). */
  renewToken: () => Promise<string | null>;
}

type EventListener = (event: ServerEvent, before: GameView, after: GameView) => void;

/**
 * The one owner of the live game socket (house style): connects, reconnects with backoff and jitter,
 * renews the token when the server asks, and keeps a store of the view for useSyncExternalStore.
 */
export class GameClient {
  private socket: WebSocket | null = null;
  private state: GameStore;
  private readonly storeListeners = new Set<() => void>();
  private readonly eventListeners = new Set<EventListener>();
  private readonly noticeListeners = new Set<(notice: ConnectionNotice) => void>();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private token: string | null = null;
  private pendingJoin: string | null | undefined = undefined;

  constructor(private readonly options: GameClientOptions) {
    this.state = {
      view: emptyView(options.role),
      connection: { socket: 0, attempt: 0, online: navigator.onLine, gaveUp: false },
      notCaller: false,
    };
  }

  /** Listens to the network and opens the socket; undone by dispose (React may do both twice). */
  start(): void {
    this.disposed = false;
    window.addEventListener('online', this.handleOnline);
    window.addEventListener('offline', this.handleOffline);
    void this.connect();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.storeListeners.add(listener);
    return () => this.storeListeners.delete(listener);
  };

  readonly getState = (): GameStore => this.state;

  onEvent(listener: EventListener): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  onNotice(listener: (notice: ConnectionNotice) => void): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }

  /** The token of the open connection, for the pause beacon. */
  currentToken(): string | null {
    return this.token;
  }

  async connect(): Promise<void> {
    if (this.disposed || this.socket) return;
    this.token = await this.options.getToken();
    if (this.disposed || this.socket) return;
    if (!this.token) return;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const query = new URLSearchParams({ token: this.token, caller: String(this.options.role === 'caller') });
    const url = `${scheme}://${location.host}/parties/bingo-server/${encodeURIComponent(this.options.roomId)}?${query}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    this.setConnection({ socket: 0 });
    socket.onopen = () => this.handleOpen(socket);
    socket.onmessage = (message) => this.handleMessage(message);
    socket.onclose = (close) => this.handleClose(socket, close.code);
  }

  /** Sends a command; false when there is no open connection (the overlay tells the person why). */
  send(type: ClientCommandType, payload: Record<string, unknown> = {}, withRound = false): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    const roundId = withRound ? (this.state.view.roundId ?? undefined) : undefined;
    socket.send(JSON.stringify({ type, payload, ...(roundId ? { roundId } : {}) }));
    return true;
  }

  /** JOIN_GAME now, or right after the next snapshot when the socket is still opening. */
  join(username?: string): void {
    const payload = username ? { username } : {};
    if (this.state.view.synced && this.send('JOIN_GAME', payload)) return;
    this.pendingJoin = username ?? null;
    void this.connect();
  }

  /** The unable-to-connect modal's "Try again": a fresh series of attempts. */
  retry(): void {
    this.setConnection({ attempt: 0, gaveUp: false });
    this.clearRetry();
    void this.connect();
  }

  dispose(): void {
    this.disposed = true;
    this.clearRetry();
    window.removeEventListener('online', this.handleOnline);
    window.removeEventListener('offline', this.handleOffline);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }

  private handleOpen(socket: WebSocket): void {
    if (socket !== this.socket) return;
    const recovered = this.state.connection.attempt > 0;
    this.setConnection({ socket: 1, attempt: 0, gaveUp: false });
    // The server sends a snapshot on accept; asking again is idempotent and covers a missed frame.
    this.send('SYNC_GAME', { knownVersion: Math.max(0, this.state.view.snapshotV) });
    if (recovered) this.notify('reconnected');
  }

  private handleMessage(message: MessageEvent): void {
    let event: ServerEvent;
    try {
      event = JSON.parse(String(message.data)) as ServerEvent;
    } catch {
      return;
    }
    if (!event || typeof event.type !== 'string') return;
    const before = this.state.view;
    const after = applyEvent(before, event);
    if (after !== before) this.setState({ ...this.state, view: after });
    for (const listener of this.eventListeners) listener(event, before, after);
    if (event.type === 'GAME_SYNCED' && this.pendingJoin !== undefined) {
      const username = this.pendingJoin;
      this.pendingJoin = undefined;
      if (after.playerState?.status !== 'JOINED') this.send('JOIN_GAME', username ? { username } : {});
    }
  }

  private handleClose(socket: WebSocket, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    if (this.disposed) return;
    if (code === NOT_CALLER) {
      this.setState({ ...this.state, notCaller: true, connection: { ...this.state.connection, socket: 2 } });
      return;
    }
    if (!this.state.connection.online) {
      // Nothing can connect while offline; the online event starts the next attempt.
      this.setConnection({ socket: 2 });
      return;
    }
    const attempt = this.state.connection.attempt + 1;
    if (attempt >= GIVE_UP_AT_ATTEMPT) {
      this.setConnection({ socket: 3, attempt, gaveUp: true });
      this.notify('gaveUp');
      return;
    }
    this.setConnection({ socket: 2, attempt });
    if (attempt > 1) this.notify('retrying');
    const renew = code === TOKEN_REJECTED || attempt === REFRESH_TOKEN_AT_ATTEMPT;
    // A rejected token is renewed at once; anything else waits its backoff.
    const delay = code === TOKEN_REJECTED && attempt === 1 ? 0 : reconnectDelay(attempt);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void (renew ? this.options.renewToken() : Promise.resolve()).then(() => this.connect());
    }, delay);
  }

  private readonly handleOffline = (): void => {
    this.setConnection({ online: false });
    this.notify('offline');
    // A dead network rarely closes a socket promptly; drop it now so that the state is honest.
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.clearRetry();
    this.setConnection({ socket: 2, attempt: Math.max(1, this.state.connection.attempt) });
  };

  private readonly handleOnline = (): void => {
    this.setConnection({ online: true });
    this.notify('online');
    if (!this.socket) {
      this.clearRetry();
      void this.connect();
    }
  };

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private notify(notice: ConnectionNotice): void {
    for (const listener of this.noticeListeners) listener(notice);
  }

  private setConnection(patch: Partial<ConnectionState>): void {
    this.setState({ ...this.state, connection: { ...this.state.connection, ...patch } });
  }

  private setState(next: GameStore): void {
    this.state = next;
    for (const listener of this.storeListeners) listener();
  }
}
