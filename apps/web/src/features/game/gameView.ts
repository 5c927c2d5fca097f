import type {
  CalledItem,
  CardPayload,
  Claim,
  FinishReason,
  GameStatus,
  PlayerState,
  PlayingSettings,
  PublicPlayer,
  RejoinRequest,
  Verification,
  Winner,
} from '@bingo/core';

/** A JOINED player as the room lists it (protocol §6 playerList). */
export interface ListedPlayer extends PublicPlayer {
  hasWon: boolean;
  online: boolean;
}

/** Who is hosting, with presence. */
export interface CallerInfo extends PublicPlayer {
  online: boolean;
}

/** A player's card opened by the caller (GET_PLAYER_STATE answers with PLAYER_STATE_FETCHED). */
export interface ViewedPlayer {
  playerState: PlayerState;
  verification: Verification | null;
}

/** Why a join did not take a seat; drives the room full / blacklisted modals. */
export type JoinRefusal = 'ROOM_FULL' | 'BLACKLISTED' | null;

/**
 * The room as this client knows it: the last GAME_SYNCED snapshot with later events applied
 * (protocol §6), plus a few client-only flags that come from events rather than the snapshot.
 */
export interface GameView {
  role: 'caller' | 'player';
  /** False until the first GAME_SYNCED: nothing is known about the room yet. */
  synced: boolean;
  /** v of the last snapshot: an event applies only if its v is greater (protocol §1). */
  snapshotV: number;
  roundId: string | null;
  gameStatus: GameStatus;
  resumeTo: GameStatus | null;
  bingoCard: CardPayload | null;
  gameSettings: PlayingSettings | null;
  gameOptions: Record<string, unknown> | null;
  playerCapacity: number;
  joinedCount: number;
  isRoomFull: boolean;
  calledItems: CalledItem[];
  callCount: number;
  totalCalls: number;
  isLastCall: boolean;
  playerList: ListedPlayer[];
  winnerList: Winner[];
  /** Who has a pending claim (public); callers also get `claims` with marks and verification. */
  bingoRequests: PublicPlayer[];
  onlinePlayersIds: string[];
  caller: CallerInfo | null;
  saveOnDate: number | null;
  saveUpToDate: number | null;
  finishReason: FinishReason | null;
  /** Caller only: the whole call order. */
  callItems: CalledItem[];
  /** Caller only: pending claims with verification. */
  claims: Claim[];
  rejoinRequestsList: RejoinRequest[];
  blackListedPlayers: PublicPlayer[];
  /** Player only: its own state and card. */
  playerState: PlayerState | null;
  /** Client-only: the last player card the caller asked for. */
  viewedPlayer: ViewedPlayer | null;
  /** Client-only (player): the last JOIN was refused. */
  joinRefusal: JoinRefusal;
  /** Client-only (player): a seat opened in a room that was full. */
  vacancy: boolean;
  /** Client-only (player): a rejoin request is waiting for the caller. */
  rejoinPending: boolean;
  /** Client-only (caller): GAME_ROOM_FULL arrived; drives the upgrade prompt. */
  roomFullNotice: boolean;
}

/** Before the first snapshot. */
export function emptyView(role: GameView['role']): GameView {
  return {
    role,
    synced: false,
    snapshotV: -1,
    roundId: null,
    gameStatus: 0,
    resumeTo: null,
    bingoCard: null,
    gameSettings: null,
    gameOptions: null,
    playerCapacity: 5,
    joinedCount: 0,
    isRoomFull: false,
    calledItems: [],
    callCount: 0,
    totalCalls: 0,
    isLastCall: false,
    playerList: [],
    winnerList: [],
    bingoRequests: [],
    onlinePlayersIds: [],
    caller: null,
    saveOnDate: null,
    saveUpToDate: null,
    finishReason: null,
    callItems: [],
    claims: [],
    rejoinRequestsList: [],
    blackListedPlayers: [],
    playerState: null,
    viewedPlayer: null,
    joinRefusal: null,
    vacancy: false,
    rejoinPending: false,
    roomFullNotice: false,
  };
}

/** A frame from the server (protocol §1). */
export interface ServerEvent {
  type: string;
  payload: Record<string, unknown>;
  v: number;
  roundId: string | null;
  ts: number;
  requestId?: string;
}

/** The payload of ERROR (protocol §1). */
export interface ErrorPayload {
  code: string;
  message: string;
  command?: string;
  details?: Record<string, unknown>;
}
