import type { GameView } from './gameView.ts';

/** The labels of the game action button (spec §2). */
export type CallerAction = 'Start game' | 'Pause' | 'Resume' | 'Next call' | 'Finish' | 'Restart';

/** The caller's main button: what it says, which command it sends, and whether it can be pressed now. */
export interface ActionButtonState {
  label: CallerAction;
  command: 'START_GAME' | 'PAUSE_GAME' | 'RESUME_GAME' | 'NEXT_CALL' | 'FINISH_GAME' | 'RESTART_GAME';
  disabled: boolean;
  /** Why it is disabled, for a hint under the button. */
  hint?: string;
}

/**
 * Spec §4 Caller action: not started gives Start game; automatic calls toggle Pause/Resume (4 is paused);
 * no-calls mode gives Finish; otherwise Next call. Saved and held games resume; when every call is made,
 * Next call becomes Restart. null when there is no game (the create modal takes over).
 */
export function callerActionButton(view: GameView): ActionButtonState | null {
  const status = view.gameStatus;
  if (status === 0) return null;
  if (status === 1) {
    const empty = view.joinedCount === 0;
    return {
      label: 'Start game',
      command: 'START_GAME',
      disabled: empty,
      hint: empty ? 'Waiting for players to join' : undefined,
    };
  }
  if (status === 4 || status === 5 || status === 6) {
    return { label: 'Resume', command: 'RESUME_GAME', disabled: false };
  }
  const mode = view.gameSettings?.gameMode ?? 'manual-call';
  if (mode === 'automatic-call') {
    if (view.isLastCall) return { label: 'Restart', command: 'RESTART_GAME', disabled: false };
    return { label: 'Pause', command: 'PAUSE_GAME', disabled: false };
  }
  if (mode === 'no-calls') return { label: 'Finish', command: 'FINISH_GAME', disabled: false };
  if (view.isLastCall) return { label: 'Restart', command: 'RESTART_GAME', disabled: false };
  const reviewing = status === 3;
  return {
    label: 'Next call',
    command: 'NEXT_CALL',
    disabled: reviewing,
    hint: reviewing ? 'Review the bingo claim first' : undefined,
  };
}
