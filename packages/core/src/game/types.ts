import type { CardPayload } from '../card/card.ts';
import type { PlayingSettings } from '../card/playingSettings.ts';
import type { DealtCard } from '../deal/dealtCard.ts';
import type { Random } from '../random.ts';

/** gameStatus (spec §4): 0 waiting, 1 not started, 2 in progress, 3 in review, 4 paused, 5 saved, 6 on hold. */
export const GAME_STATUS = {
  WAITING: 0,
  NOT_STARTED: 1,
  IN_PROGRESS: 2,
  IN_REVIEW: 3,
  PAUSED: 4,
  SAVED: 5,
  ON_HOLD: 6,
} as const;
/** One of GAME_STATUS. */
export type GameStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A player's standing in the room (spec §3 playerState.status; protocol §4 player status rules). */
export const PLAYER_STATUSES = ['JOINED', 'LEFT', 'REMOVED', 'BLACKLISTED', 'NOT_JOINED'] as const;
/** One of PLAYER_STATUSES. */
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/** One entry of the call pool (spec §3 Called item); `key` matches the keys of dealt cells. */
export interface CalledItem {
  key: number;
  value: string;
  type: 'text' | 'number' | 'emoji' | 'image';
  caption: string;
}

/** A player's look of its own board (spec §3 userGameSettings). */
export interface UserGameSettings {
  accentColor?: string;
  backgroundTheme?: string;
  markerStyle?: string;
  markerColor?: string;
}

/** Who a player is, as anyone in the room may see it. */
export interface PublicPlayer {
  userId: string;
  username: string;
  picture: string;
}

/** Everything stored about one user of the room; `card` is the card the server dealt (never the client's). */
export interface PlayerRecord extends PublicPlayer {
  status: PlayerStatus;
  hasWon: boolean;
  card: DealtCard | null;
  markedKeys: number[];
  userGameSettings: UserGameSettings;
  /** The round the card was dealt in; a rejoin in the same round keeps the card. */
  roundId: string | null;
}

/** What verifyClaim found (protocol §7). */
export interface Verification {
  valid: boolean;
  /** Pattern cells (of the closest mask) that are not effectively marked. */
  missingCells: number[];
  /** Marked keys that have not been called: stored, but never counted towards a win. */
  uncalledMarks: number[];
}

/** A pending bingo request. */
export interface Claim {
  userId: string;
  markedKeys: number[];
  claimedAt: number;
  callCountAtClaim: number;
  verification: Verification;
  verifiedAt: number | null;
}

/** An accepted win; `wonAt` is the call count when the claim was made. */
export interface Winner extends PublicPlayer {
  wonAt: number;
  acceptedAt: number;
}

/** A REMOVED player's request to come back. */
export interface RejoinRequest extends PublicPlayer {
  requestedAt: number;
}

/** Someone who tried to join a full room and wants to hear about a vacancy. */
export interface WaitlistEntry extends PublicPlayer {
  since: number;
}

/** Why the last round ended (GAME_FINISHED.finishReason). */
export type FinishReason = 'CALLER_FINISHED' | 'WINNER_ACCEPTED' | 'ALL_CALLED';

/**
 * Moments at which the server must feed a trigger back in (epoch ms, null = none). The server stores
 * them as due_at rows; the reducer never runs timers (protocol §9).
 */
export interface Deadlines {
  /** AUTO_CALL is due (automatic-call mode, status 2, calls left). */
  nextAutoCallAt: number | null;
  /** CALLER_GONE is due (the last caller socket closed in status 2-4). */
  callerGoneAt: number | null;
  /** SAVE_EXPIRED is due (status 5). */
  saveExpiresAt: number | null;
}

/** The whole room (protocol §4, §6). Plain data: the server persists it as it is. */
export interface GameState {
  /** Room-wide version; survives DELETE_GAME. */
  v: number;
  roundId: string | null;
  roomId: string;
  gameStatus: GameStatus;
  /** Where RESUME_GAME returns to after a pause, save or hold. */
  resumeTo: GameStatus | null;
  callerUserId: string | null;
  caller: PublicPlayer | null;
  card: CardPayload | null;
  gameSettings: PlayingSettings | null;
  gameOptions: Record<string, unknown> | null;
  /** The full shuffled pool; the first callCount entries have been called. */
  callItems: CalledItem[];
  callCount: number;
  players: Record<string, PlayerRecord>;
  winnerList: Winner[];
  claims: Claim[];
  rejoinRequests: RejoinRequest[];
  vacancyWaitlist: WaitlistEntry[];
  callerState: { markedKeys: number[] };
  playerCapacity: number;
  saveOnDate: number | null;
  saveUpToDate: number | null;
  finishReason: FinishReason | null;
  deadlines: Deadlines;
}

/** Who sent a command. The server derives isCaller (token user = card owner); `system` marks deadline triggers. */
export interface Actor extends PublicPlayer {
  isCaller: boolean;
  system?: boolean;
}

/** Everything from outside: time, randomness, and values only the server can vouch for. */
export interface Ctx {
  now: number;
  random: Random;
  /** Server-authoritative capacity (caller's caps); the payload never sets it. */
  playerCapacity?: number;
  /** How long a saved game is kept (default 30 days). */
  saveDays?: number;
  /** Caller-gone grace period in ms (default 30 s). */
  callerGraceMs?: number;
  /** The card fetched server-side for CREATE_GAME; preferred over a card in the payload. */
  card?: CardPayload;
  /** Game options fetched server-side for CREATE_GAME. */
  gameOptions?: Record<string, unknown>;
  /** Presence, which only the server tracks; snapshots include it when given. */
  presence?: { onlinePlayersIds: string[]; callerOnline: boolean };
}

/**
 * Who receives an event. 'callers': the owner's caller sockets; 'players': every non-caller socket;
 * 'nonJoined': non-caller sockets whose user is not JOINED; 'sender': the issuing socket only;
 * {userId}: every socket of that user; {allBut}: every socket except that user's.
 */
export type Recipient =
  | 'all'
  | 'callers'
  | 'players'
  | 'nonJoined'
  | 'sender'
  | { userId: string }
  | { allBut: string };

/** Every event name the reducer emits (protocol §6), plus ERROR for the ROOM_FULL waitlist reply. */
export const EVENT_TYPES = [
  'GAME_CREATED',
  'GAME_STARTED',
  'GAME_RESTARTED',
  'CALL_PLACED',
  'GAME_FINISHED',
  'GAME_DELETED',
  'GAME_PAUSED',
  'GAME_RESUMED',
  'GAME_ON_HOLD',
  'GAME_SAVED',
  'GAME_SETTINGS_UPDATED',
  'CALL_SHUFFLED',
  'CALL_REORDERED',
  'SUCCESSFULLY_JOINED',
  'ALREADY_JOINED',
  'PLAYER_JOINED',
  'PLAYER_LIST_UPDATED',
  'PLAYER_REMOVED',
  'PLAYER_REJOINED',
  'PLAYER_BLACKLISTED',
  'REJOIN_REQUEST_RECEIVED',
  'REJOIN_REQUEST_SENT_SUCCESSFULLY',
  'REVIEW_REQUEST_UPDATED',
  'BINGO_IN_REVIEW',
  'BINGO_REJECTED',
  'BINGO_ACCEPTED',
  'PLAYER_WON',
  'GAME_ROOM_FULL',
  'VACANCY_CREATED',
  'PLAYER_CAPACITY_UPDATED',
  'PLAYER_STATE_UPDATED',
  'PLAYER_STATE_FETCHED',
  'CALLER_STATE_UPDATED',
  'GAME_SYNCED',
  'ERROR',
] as const;
/** One of EVENT_TYPES. */
export type EventType = (typeof EVENT_TYPES)[number];

/** One outgoing event; the server adds v, ts and roundId when it sends it. */
export interface GameEvent {
  type: EventType;
  payload: Record<string, unknown>;
  to: Recipient;
}
