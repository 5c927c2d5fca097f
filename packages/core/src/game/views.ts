import type { DealtCard } from '../deal/dealtCard.ts';
import { calledItems, totalCalls } from './pool.ts';
import { isRoomFull, joinedCount, joinedPlayers, publicPlayer } from './state.ts';
import type {
  Actor,
  CalledItem,
  GameState,
  PlayerRecord,
  PlayerStatus,
  PublicPlayer,
  UserGameSettings,
} from './types.ts';

/** A player's own state as it is sent to that player (spec §3 playerState). */
export interface PlayerState extends PublicPlayer {
  status: PlayerStatus;
  hasWon: boolean;
  markedKeys: number[];
  cardItems: DealtCard | null;
  userGameSettings: UserGameSettings;
  roundId: string | null;
}

/** Presence and clock, which only the server knows; the snapshot includes them when given. */
export interface SnapshotExtras {
  now?: number;
  onlinePlayersIds?: string[];
  callerOnline?: boolean;
}

/** The record of one player as sent to that player (and to callers). */
export function playerStateOf(p: PlayerRecord): PlayerState {
  return {
    ...publicPlayer(p),
    status: p.status,
    hasWon: p.hasWon,
    markedKeys: p.markedKeys,
    cardItems: p.card,
    userGameSettings: p.userGameSettings,
    roundId: p.roundId,
  };
}

/** Whether the actor sees the room as its caller (rule G-60). */
export function seesAsCaller(state: GameState, actor: Actor): boolean {
  return actor.isCaller && (state.callerUserId === null || state.callerUserId === actor.userId);
}

/** The JOINED players as everyone may see them: no cards, no marks (rule G-61). */
export function playerList(
  state: GameState,
  online: readonly string[] = [],
): (PublicPlayer & { hasWon: boolean; online: boolean })[] {
  // A Set, not online.includes: with 1,000 players online the list would cost O(n²) per join.
  const isOnline = online.length > 0 ? new Set(online) : null;
  return joinedPlayers(state).map((p) => ({
    ...publicPlayer(p),
    hasWon: p.hasWon,
    online: isOnline?.has(p.userId) ?? false,
  }));
}

/** Seats as sent with list updates. */
export function seatInfo(state: GameState): {
  joinedCount: number;
  isRoomFull: boolean;
  playerCapacity: number;
} {
  return {
    joinedCount: joinedCount(state),
    isRoomFull: isRoomFull(state),
    playerCapacity: state.playerCapacity,
  };
}

/** Who has a pending claim, without marks or verification (what players see). */
export function publicClaims(state: GameState): PublicPlayer[] {
  return state.claims.flatMap((c) => {
    const p = state.players[c.userId];
    return p ? [publicPlayer(p)] : [];
  });
}

/** Calls a non-caller may see: all placed calls, or only the latest with hideCalls (rule G-62). */
export function visibleCalls(state: GameState, asCaller: boolean): CalledItem[] {
  const called = calledItems(state);
  if (asCaller || !state.gameSettings?.hideCalls) return called;
  return called.slice(-1);
}

/**
 * The GAME_SYNCED payload for one actor (protocol §6, rules G-60..G-63). Players never receive other
 * players' cards or marks, nor callItems (the future call order); callers get the full picture.
 */
export function snapshotFor(
  state: GameState,
  actor: Actor,
  extras: SnapshotExtras = {},
): Record<string, unknown> {
  const asCaller = seesAsCaller(state, actor);
  const online = extras.onlinePlayersIds ?? [];
  const total = totalCalls(state);
  const common = {
    v: state.v,
    roundId: state.roundId,
    roomId: state.roomId,
    gameStatus: state.gameStatus,
    resumeTo: state.resumeTo,
    bingoCard: state.card,
    gameSettings: state.gameSettings,
    gameOptions: state.gameOptions,
    ...seatInfo(state),
    calledItems: visibleCalls(state, asCaller),
    callCount: state.callCount,
    totalCalls: total,
    isLastCall: state.callCount > 0 && state.callCount >= total,
    playerList: playerList(state, online),
    winnerList: state.winnerList,
    bingoRequests: publicClaims(state),
    onlinePlayersIds: online,
    caller: state.caller ? { ...state.caller, online: extras.callerOnline ?? false } : null,
    saveOnDate: state.saveOnDate,
    saveUpToDate: state.saveUpToDate,
    finishReason: state.finishReason,
    serverTime: extras.now ?? null,
  };
  if (asCaller) {
    return {
      ...common,
      callItems: state.callItems,
      claims: state.claims,
      rejoinRequestsList: state.rejoinRequests,
      callerState: state.callerState,
      vacancyWaitlist: state.vacancyWaitlist,
      blackListedPlayers: Object.values(state.players)
        .filter((p) => p.status === 'BLACKLISTED')
        .map(publicPlayer),
    };
  }
  const own = state.players[actor.userId];
  return { ...common, playerState: own ? playerStateOf(own) : null };
}
