import type {
  CalledItem,
  Claim,
  GameStatus,
  PlayerState,
  PublicPlayer,
  Verification,
  Winner,
} from '@bingo/core';
import type { CallerInfo, GameView, ListedPlayer, ServerEvent } from './gameView.ts';
import { emptyView } from './gameView.ts';

/**
 * Replies that describe the present without changing it carry the current v (protocol §1), so the
 * version rule would drop them; they are idempotent and always applied.
 */
const UNVERSIONED = new Set([
  'GAME_SYNCED',
  'ERROR',
  'PLAYER_STATE_FETCHED',
  'ALREADY_JOINED',
  'ONLINE_PLAYERS_UPDATED',
]);

/** After a player has won, only these still matter to it (spec §4 Live events). */
const AFTER_WIN = new Set([
  'GAME_FINISHED',
  'GAME_RESTARTED',
  'GAME_DELETED',
  'BINGO_ACCEPTED',
  'GAME_SYNCED',
]);

type Payload = Record<string, unknown>;

function has<K extends string>(p: Payload, key: K): boolean {
  return p[key] !== undefined;
}

/** Copies the listed payload fields that are present onto the view (events send partial updates). */
function pick(view: GameView, p: Payload, keys: readonly (keyof GameView)[]): GameView {
  const next: Record<string, unknown> = { ...view };
  for (const key of keys) if (has(p, key)) next[key] = p[key];
  return next as unknown as GameView;
}

/** Lists never carry presence; it comes from onlinePlayersIds, which is kept separately. */
function withPresence(players: ListedPlayer[], online: string[]): ListedPlayer[] {
  return players.map((p) => ({ ...p, online: online.includes(p.userId) }));
}

const SNAPSHOT_KEYS: readonly (keyof GameView)[] = [
  'roundId',
  'gameStatus',
  'resumeTo',
  'bingoCard',
  'gameSettings',
  'gameOptions',
  'playerCapacity',
  'joinedCount',
  'isRoomFull',
  'calledItems',
  'callCount',
  'totalCalls',
  'isLastCall',
  'playerList',
  'winnerList',
  'bingoRequests',
  'onlinePlayersIds',
  'caller',
  'saveOnDate',
  'saveUpToDate',
  'finishReason',
  'callItems',
  'claims',
  'rejoinRequestsList',
  'blackListedPlayers',
  'playerState',
];
const CALL_KEYS: readonly (keyof GameView)[] = [
  'gameStatus',
  'callCount',
  'totalCalls',
  'isLastCall',
  'roundId',
  'calledItems',
  'callItems',
];
const SEAT_KEYS: readonly (keyof GameView)[] = ['playerCapacity', 'joinedCount', 'isRoomFull'];

/** A GAME_SYNCED (or GAME_CREATED) snapshot replaces what the client knew; client-only flags carry over. */
function fromSnapshot(view: GameView, p: Payload, v: number): GameView {
  const base = pick({ ...emptyView(view.role), synced: true, snapshotV: v }, p, SNAPSHOT_KEYS);
  const status = base.playerState?.status;
  // A snapshot's claims are the caller's full claims; players get the public list only.
  const claims = view.role === 'caller' && Array.isArray(p.claims) ? (p.claims as Claim[]) : [];
  return {
    ...base,
    claims,
    playerList: withPresence(base.playerList, base.onlinePlayersIds),
    viewedPlayer: view.viewedPlayer,
    roomFullNotice: view.roomFullNotice,
    joinRefusal: status === 'JOINED' ? null : view.joinRefusal,
    rejoinPending: status === 'REMOVED' && view.rejoinPending,
    vacancy: status === 'JOINED' ? false : view.vacancy,
  };
}

/** A fresh round: no winners, claims or verdicts from the last one. */
function newRound(view: GameView, p: Payload): GameView {
  return {
    ...pick(view, p, CALL_KEYS),
    winnerList: [],
    bingoRequests: [],
    claims: [],
    finishReason: null,
    saveOnDate: null,
    saveUpToDate: null,
  };
}

function playerStateFrom(view: GameView, p: Payload): GameView {
  const playerState = p.playerState as PlayerState | undefined;
  return playerState && view.role === 'player' ? { ...view, playerState } : view;
}

function claimsToPublic(claims: Claim[], players: ListedPlayer[]): PublicPlayer[] {
  return claims.map((c) => {
    const p = players.find((x) => x.userId === c.userId);
    return { userId: c.userId, username: p?.username ?? '', picture: p?.picture ?? '' };
  });
}

function applyError(view: GameView, p: Payload): GameView {
  if (view.role !== 'player') return view;
  if (p.code === 'ROOM_FULL' && p.command === 'JOIN_GAME') return { ...view, joinRefusal: 'ROOM_FULL' };
  if (p.code === 'BLACKLISTED') return { ...view, joinRefusal: 'BLACKLISTED', rejoinPending: false };
  if (p.code === 'REJOIN_REQUEST_ALREADY_EXISTS') return { ...view, rejoinPending: true };
  return view;
}

/** Whether a player that has won should ignore this event (spec §4). */
function ignoredAfterWin(view: GameView, type: string): boolean {
  const won = view.role === 'player' && view.playerState?.hasWon === true && view.gameStatus >= 2;
  return won && !AFTER_WIN.has(type);
}

/**
 * One server event applied to the view: pure, so that the store, the tests and a replay agree.
 * Events older than the last snapshot are dropped (protocol §1); unknown types change nothing.
 */
export function applyEvent(view: GameView, event: ServerEvent): GameView {
  const p = event.payload ?? {};
  if (event.type === 'GAME_SYNCED') return fromSnapshot(view, p, event.v);
  if (!view.synced) return view;
  if (!UNVERSIONED.has(event.type) && event.v <= view.snapshotV) return view;
  if (ignoredAfterWin(view, event.type)) return view;
  switch (event.type) {
    case 'GAME_CREATED': {
      const kept = view.playerState?.status === 'BLACKLISTED' ? view.playerState : null;
      const next = fromSnapshot(view, p, view.snapshotV);
      return { ...next, playerState: next.playerState ?? kept, joinRefusal: null, vacancy: false };
    }
    case 'GAME_STARTED':
    case 'GAME_RESTARTED':
      return newRound(view, p);
    case 'CALL_PLACED':
      return pick(view, p, CALL_KEYS);
    case 'GAME_FINISHED':
      // Everyone leaves their seat (protocol §4): the list empties until players join again.
      return {
        ...pick(view, p, ['gameStatus', 'winnerList', 'finishReason', 'callItems']),
        callCount: 0,
        calledItems: [],
        isLastCall: false,
        bingoRequests: [],
        claims: [],
        rejoinRequestsList: [],
        playerList: [],
        joinedCount: 0,
        isRoomFull: false,
        resumeTo: null,
      };
    case 'GAME_DELETED':
      return { ...emptyView(view.role), synced: true, snapshotV: view.snapshotV };
    case 'GAME_PAUSED': {
      const from = view.gameStatus;
      const resumeTo: GameStatus | null = from === 2 || from === 3 ? from : view.resumeTo;
      return { ...view, gameStatus: 4, resumeTo };
    }
    case 'GAME_ON_HOLD':
      return { ...pick(view, p, ['gameStatus']), gameStatus: 6 };
    case 'GAME_RESUMED':
      return { ...pick(view, p, ['gameStatus']), resumeTo: null, saveOnDate: null, saveUpToDate: null };
    case 'GAME_SAVED':
      return { ...pick(view, p, ['saveOnDate', 'saveUpToDate']), gameStatus: 5 };
    case 'GAME_SETTINGS_UPDATED':
      return pick(view, p, ['gameSettings']);
    case 'CALL_SHUFFLED':
    case 'CALL_REORDERED':
      return pick(view, p, ['callItems']);
    case 'SUCCESSFULLY_JOINED': {
      const snapshot = (p.snapshot as Payload | undefined) ?? {};
      const joined = fromSnapshot(view, snapshot, view.snapshotV);
      return { ...playerStateFrom(joined, p), joinRefusal: null, vacancy: false, rejoinPending: false };
    }
    case 'ALREADY_JOINED':
    case 'PLAYER_STATE_UPDATED':
    case 'PLAYER_REMOVED':
      return playerStateFrom(view, p);
    case 'PLAYER_REJOINED':
      // A seat that opened while this player was out (VACANCY_CREATED reaches removed players too) is old news.
      return { ...playerStateFrom(view, p), rejoinPending: false, vacancy: false };
    case 'PLAYER_BLACKLISTED':
      return { ...playerStateFrom(view, p), rejoinPending: false };
    case 'BINGO_ACCEPTED':
      return { ...pick(playerStateFrom(view, p), p, ['winnerList']) };
    case 'PLAYER_JOINED':
    case 'PLAYER_LIST_UPDATED': {
      const next = pick(view, p, ['playerList', ...SEAT_KEYS]);
      return { ...next, playerList: withPresence(next.playerList, next.onlinePlayersIds) };
    }
    case 'ONLINE_PLAYERS_UPDATED': {
      const online = Array.isArray(p.onlinePlayersIds) ? (p.onlinePlayersIds as string[]) : [];
      const caller: CallerInfo | null = view.caller
        ? { ...view.caller, online: p.callerOnline === true }
        : null;
      return { ...view, onlinePlayersIds: online, caller, playerList: withPresence(view.playerList, online) };
    }
    case 'REJOIN_REQUEST_RECEIVED':
      return pick(view, p, ['rejoinRequestsList']);
    case 'REJOIN_REQUEST_SENT_SUCCESSFULLY':
      return { ...view, rejoinPending: true };
    case 'REVIEW_REQUEST_UPDATED': {
      const claims = (p.bingoRequests as Claim[] | undefined) ?? view.claims;
      const next = pick(view, p, ['gameStatus']);
      return { ...next, claims, bingoRequests: claimsToPublic(claims, view.playerList) };
    }
    case 'BINGO_IN_REVIEW':
      return pick(view, p, ['bingoRequests', 'gameStatus']);
    case 'BINGO_REJECTED':
      return pick(view, p, ['gameStatus']);
    case 'PLAYER_WON': {
      const winners = (p.winnerList as Winner[] | undefined) ?? view.winnerList;
      const ids = new Set(winners.map((w) => w.userId));
      const playerList = view.playerList.map((x) => (ids.has(x.userId) ? { ...x, hasWon: true } : x));
      return { ...view, winnerList: winners, playerList };
    }
    case 'GAME_ROOM_FULL':
      return { ...pick(view, p, SEAT_KEYS), roomFullNotice: true };
    case 'VACANCY_CREATED':
      return { ...pick(view, p, SEAT_KEYS), isRoomFull: false, vacancy: view.role === 'player' };
    case 'PLAYER_CAPACITY_UPDATED':
      return pick(view, p, SEAT_KEYS);
    case 'PLAYER_STATE_FETCHED':
      return {
        ...view,
        viewedPlayer: {
          playerState: p.playerState as PlayerState,
          verification: (p.verification as Verification | undefined) ?? null,
        },
      };
    case 'ERROR':
      return applyError(view, p);
    default:
      return view;
  }
}

/** The keys called so far, for marking and highlighting. */
export function calledKeySet(items: readonly CalledItem[]): Set<number> {
  return new Set(items.map((item) => item.key));
}
