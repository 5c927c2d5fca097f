import type { ToastText } from '@bingo/core';
import { GAME_TOASTS, playerWinsToast } from './gameToastTexts.ts';
import type { ErrorPayload, GameView, ServerEvent } from './gameView.ts';

/** Buttons a toast may carry; the page decides what each does. */
export type ToastAction = 'joinGame' | 'restart' | 'finish' | 'startGame' | 'viewRequests' | 'upgrade';

export interface ToastPlan {
  text: ToastText;
  kind: 'info' | 'success' | 'error' | 'warning';
  id?: string;
  actions?: ToastAction[];
}

const ERROR_TOASTS: Record<string, ToastText> = {
  REJOIN_REQUEST_ALREADY_EXISTS: GAME_TOASTS.rejoinAlreadySent,
  BLACKLISTED: GAME_TOASTS.blacklisted,
  CARD_BLANK: GAME_TOASTS.cardBlank,
  INVALID_KEY: GAME_TOASTS.cantMarkEmpty,
};

/** ERROR replies (sent to this socket only) as toasts; a few codes have their own spec text. */
function errorToasts(view: GameView, error: ErrorPayload): ToastPlan[] {
  // A full room is shown by the room full modal (player) and the upgrade prompt (caller).
  if (error.code === 'ROOM_FULL' && error.command === 'JOIN_GAME') return [];
  // The caller approving a rejoin into a full room meets the same limit: the spec's upgrade prompt.
  if (error.code === 'ROOM_FULL' && view.role === 'caller') {
    return [{ text: GAME_TOASTS.roomLimit, kind: 'warning', id: 'room-limit', actions: ['upgrade'] }];
  }
  // Two devices pressing at once: the other press won, which is what the person wanted.
  if (error.code === 'STALE_CALL' || error.code === 'ALREADY_JOINED') return [];
  // A second press within the one-call-per-second limit: the first press is the call that counts.
  if (error.code === 'RATE_LIMITED' && error.command === 'NEXT_CALL') return [];
  const known = ERROR_TOASTS[error.code];
  if (known) return [{ text: known, kind: 'error' }];
  if (error.code === 'PATTERN_REQUIRED') {
    const field = error.details?.field;
    return [
      {
        text: field === 'patternOn' ? GAME_TOASTS.patternRequired : GAME_TOASTS.selectPattern,
        kind: 'error',
      },
    ];
  }
  if (error.code === 'SETTINGS_LOCKED' || error.code === 'GAME_IN_PROGRESS') {
    return [
      { text: GAME_TOASTS.finishFirst, kind: 'warning', actions: view.role === 'caller' ? ['finish'] : [] },
    ];
  }
  if (error.command === 'CREATE_GAME') return [{ text: GAME_TOASTS.gameCreationFailed, kind: 'error' }];
  const text = error.message ? { title: error.message, duration: 6000 } : GAME_TOASTS.genericError;
  return [{ text, kind: 'error' }];
}

function playerToasts(event: ServerEvent, before: GameView, after: GameView): ToastPlan[] {
  const joined = after.playerState?.status === 'JOINED';
  switch (event.type) {
    case 'GAME_STARTED':
      return joined
        ? [{ text: GAME_TOASTS.gameStarted, kind: 'success' }]
        : [{ text: GAME_TOASTS.newGameStarted, kind: 'info', id: 'new-game', actions: ['joinGame'] }];
    case 'SUCCESSFULLY_JOINED':
    case 'PLAYER_REJOINED':
      return [{ text: GAME_TOASTS.youreIn, kind: 'success' }];
    case 'BINGO_REJECTED':
      return event.payload.reason === 'GAME_FINISHED'
        ? []
        : [{ text: GAME_TOASTS.bingoRejected, kind: 'error' }];
    case 'PLAYER_WON': {
      const who = event.payload.whoIsWon as { username?: string } | undefined;
      return before === after ? [] : [{ text: playerWinsToast(who?.username ?? ''), kind: 'info' }];
    }
    case 'REJOIN_REQUEST_SENT_SUCCESSFULLY':
      return [{ text: GAME_TOASTS.rejoinSent, kind: 'success' }];
    case 'PLAYER_BLACKLISTED':
      return [{ text: GAME_TOASTS.blacklisted, kind: 'error' }];
    default:
      return [];
  }
}

function callerToasts(event: ServerEvent, before: GameView, after: GameView): ToastPlan[] {
  switch (event.type) {
    case 'REJOIN_REQUEST_RECEIVED': {
      // The same event carries the list after a request was approved, rejected or dropped: only a
      // request that was not there before is news.
      const known = new Set(before.rejoinRequestsList.map((r) => r.userId));
      const grew = after.rejoinRequestsList.some((r) => !known.has(r.userId));
      return grew ? [{ text: GAME_TOASTS.rejoinRequest, kind: 'info', actions: ['viewRequests'] }] : [];
    }
    case 'GAME_ROOM_FULL':
      return [{ text: GAME_TOASTS.roomLimit, kind: 'warning', id: 'room-limit', actions: ['upgrade'] }];
    case 'PLAYER_WON':
    case 'BINGO_ACCEPTED':
      return [];
    default:
      return [];
  }
}

/**
 * The spec §8 toasts one event causes, for one role. Pure, so that which toast follows which event
 * is tested without a browser. `before === after` means the event was dropped (old or ignored).
 */
export function toastsForEvent(event: ServerEvent, before: GameView, after: GameView): ToastPlan[] {
  if (event.type === 'ERROR') return errorToasts(after, event.payload as unknown as ErrorPayload);
  if (before === after || !before.synced) return [];
  const caller = after.role === 'caller';
  const shared: ToastPlan[] = [];
  if (event.type === 'CALL_PLACED' && after.isLastCall && !before.isLastCall) {
    shared.push(
      caller
        ? { text: GAME_TOASTS.allCallsCaller, kind: 'info', actions: ['restart', 'finish'] }
        : { text: GAME_TOASTS.allCallsPlayer, kind: 'info' },
    );
  }
  if (event.type === 'GAME_RESUMED') {
    shared.push({ text: caller ? GAME_TOASTS.resumedCaller : GAME_TOASTS.resumedPlayer, kind: 'success' });
  }
  if (event.type === 'GAME_RESTARTED') {
    shared.push({ text: caller ? GAME_TOASTS.restartedCaller : GAME_TOASTS.restartedPlayer, kind: 'info' });
  }
  if (event.type === 'GAME_FINISHED' && caller) {
    shared.push({ text: GAME_TOASTS.gameEnded, kind: 'info', actions: ['startGame'] });
  }
  return [...shared, ...(caller ? callerToasts(event, before, after) : playerToasts(event, before, after))];
}
