import type { GameView } from './gameView.ts';

/** The player modals of spec §2, one at a time. */
export type PlayerModal =
  | 'roomNotCreated'
  | 'signupRequired'
  | 'join'
  | 'roomFull'
  | 'vacancy'
  | 'blacklisted'
  | 'removed'
  | 'gameFinished'
  | 'waiting'
  | 'inReview'
  | 'paused'
  | 'onHold'
  | 'saved';

/** What the page knows about the visitor besides the room. */
export interface VisitorContext {
  /** A session token exists (signed in, anonymous card maker, or guest). */
  hasSession: boolean;
  /**
   * Without a session there is no socket, so the page reads the room's status over HTTP
   * (GET /api/live/{cardId}/status): 'loading' until it answers; absent when it could not be read.
   */
  room?: { exists: boolean; requireAccount: boolean } | 'loading';
}

/** Whether the room asks for accounts; guests may play unless it does (protocol §0). */
function requiresAccount(view: GameView): boolean {
  return view.gameOptions?.requireAccount === true;
}

/**
 * The player modal choice of spec §4: no room, then sign-in, then join; finished or won; then the
 * modals that match the player's status and the game's status. null means "show the card".
 */
export function choosePlayerModal(view: GameView, visitor: VisitorContext): PlayerModal | null {
  if (!visitor.hasSession) {
    // "No room gives room not created" comes before asking for an account or a name.
    if (visitor.room === 'loading') return null;
    if (visitor.room && !visitor.room.exists) return 'roomNotCreated';
    return visitor.room?.requireAccount || requiresAccount(view) ? 'signupRequired' : 'join';
  }
  if (!view.synced) return null;
  if (view.gameStatus === 0) return 'roomNotCreated';
  const me = view.playerState;
  if (me?.status === 'BLACKLISTED' || view.joinRefusal === 'BLACKLISTED') return 'blacklisted';
  if (me?.status === 'REMOVED') return 'removed';
  if (me?.status !== 'JOINED') {
    if (view.vacancy) return 'vacancy';
    if (view.joinRefusal === 'ROOM_FULL') return 'roomFull';
    // A player who was in the round that just ended sees how it ended before joining again.
    if (view.gameStatus === 1 && view.finishReason !== null && me) return 'gameFinished';
    return 'join';
  }
  if (me.hasWon) return 'gameFinished';
  switch (view.gameStatus) {
    case 1:
      return 'waiting';
    case 3:
      return 'inReview';
    case 4:
      return 'paused';
    case 5:
      return 'saved';
    case 6:
      return 'onHold';
    default:
      return null;
  }
}

/** The caller modals chosen by state alone (others open on demand). */
export type CallerModal = 'createGame' | 'onHold' | 'saved' | 'bingoReview';

/** Spec §4: no room (status 0) gives create game; a held or saved game asks to resume; claims open review. */
export function chooseCallerModal(view: GameView): CallerModal | null {
  if (!view.synced) return null;
  if (view.gameStatus === 0) return 'createGame';
  if (view.gameStatus === 6) return 'onHold';
  if (view.gameStatus === 5) return 'saved';
  const auto = view.gameSettings?.autoWin || view.gameSettings?.autoVerify;
  if (view.gameStatus === 3 && view.claims.length > 0 && !auto) return 'bingoReview';
  return null;
}
