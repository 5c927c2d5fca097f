import type { Random } from '../random.ts';
import { randomInt } from '../random.ts';
import type { GameState, GameStatus, PlayerRecord, PublicPlayer } from './types.ts';

/** Seats when the server knows no better (spec §9; protocol §8). */
export const DEFAULT_PLAYER_CAPACITY = 5;
/** How long a saved game is kept, in days (protocol §0). */
export const DEFAULT_SAVE_DAYS = 30;
/** Caller-gone grace period (protocol §2.5). */
export const DEFAULT_CALLER_GRACE_MS = 30_000;
/** One day in ms, for save retention. */
export const DAY_MS = 86_400_000;

/** Statuses in which a round is running (2-6): settings that shape the round are locked (rule G-40). */
export const RUNNING_STATUSES: readonly GameStatus[] = [2, 3, 4, 5, 6];

/** A room with no game (status 0). `v` carries over so that versions only ever grow (rule G-2). */
export function emptyRoom(roomId: string, v = 0): GameState {
  return {
    v,
    roundId: null,
    roomId,
    gameStatus: 0,
    resumeTo: null,
    callerUserId: null,
    caller: null,
    card: null,
    gameSettings: null,
    gameOptions: null,
    callItems: [],
    callCount: 0,
    players: {},
    winnerList: [],
    claims: [],
    rejoinRequests: [],
    vacancyWaitlist: [],
    callerState: { markedKeys: [] },
    playerCapacity: DEFAULT_PLAYER_CAPACITY,
    saveOnDate: null,
    saveUpToDate: null,
    finishReason: null,
    deadlines: { nextAutoCallAt: null, callerGoneAt: null, saveExpiresAt: null },
  };
}

/** A fresh round id (rule G-3): 20 base-36 characters from the injected random source. */
export function newRoundId(random: Random): string {
  let id = '';
  for (let i = 0; i < 20; i++) id += randomInt(random, 36).toString(36);
  return id;
}

/** Players whose status is JOINED. */
export function joinedPlayers(state: Pick<GameState, 'players'>): PlayerRecord[] {
  return Object.values(state.players).filter((p) => p.status === 'JOINED');
}

/** Seats taken: always recounted, never cached (rule G-50). */
export function joinedCount(state: Pick<GameState, 'players'>): number {
  return joinedPlayers(state).length;
}

/** Whether every seat is taken. */
export function isRoomFull(state: Pick<GameState, 'players' | 'playerCapacity'>): boolean {
  return joinedCount(state) >= state.playerCapacity;
}

/** A copy of the state with one player's record changed. */
export function withPlayer(state: GameState, userId: string, patch: Partial<PlayerRecord>): GameState {
  const current = state.players[userId];
  if (!current) return state;
  return { ...state, players: { ...state.players, [userId]: { ...current, ...patch } } };
}

/** The public identity of a player or actor. */
export function publicPlayer(p: PublicPlayer): PublicPlayer {
  return { userId: p.userId, username: p.username, picture: p.picture };
}
