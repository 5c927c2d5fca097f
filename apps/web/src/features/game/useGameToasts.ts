import { useEffect, useRef } from 'react';
import type { ToastAction, ToastPlan } from './eventToasts.ts';
import { toastsForEvent } from './eventToasts.ts';
import type { GameClient } from './gameClient.ts';
import { GAME_TOASTS } from './gameToastTexts.ts';
import { dismissGameToast, showGameToast } from './showGameToast.ts';

const ACTION_LABELS: Record<ToastAction, string> = {
  joinGame: 'Join the game',
  restart: 'Restart',
  finish: 'Finish game',
  startGame: 'Start Game',
  viewRequests: 'View requests',
  upgrade: 'Upgrade',
};

export type ToastHandlers = Partial<Record<ToastAction, () => void>>;

function show(plan: ToastPlan, handlers: ToastHandlers): void {
  const buttons = (plan.actions ?? []).flatMap((a) => {
    const run = handlers[a];
    return run ? [{ label: ACTION_LABELS[a], onClick: run }] : [];
  });
  showGameToast(plan.text, { kind: plan.kind, id: plan.id, action: buttons[0], cancel: buttons[1] });
}

/**
 * The spec §8 toasts of a live page: one per meaningful event, and the connection notices of §4
 * (connection lost while retrying, reconnected, offline sticky, back online for 5 s).
 */
export function useGameToasts(client: GameClient, handlers: ToastHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const caller = client.getState().view.role === 'caller';
    const offEvent = client.onEvent((event, before, after) => {
      for (const plan of toastsForEvent(event, before, after)) show(plan, latest.current);
    });
    const offNotice = client.onNotice((notice) => {
      if (notice === 'retrying')
        showGameToast(GAME_TOASTS.connectionLost, { kind: 'warning', id: 'connection' });
      if (notice === 'gaveUp') dismissGameToast('connection');
      if (notice === 'reconnected') {
        dismissGameToast('connection');
        showGameToast(GAME_TOASTS.reconnected, { kind: 'success', id: 'reconnected' });
      }
      if (notice === 'offline') {
        showGameToast(caller ? GAME_TOASTS.offlineCaller : GAME_TOASTS.offlinePlayer, {
          kind: 'warning',
          id: 'offline',
        });
      }
      if (notice === 'online') {
        dismissGameToast('offline');
        showGameToast(caller ? GAME_TOASTS.onlineCaller : GAME_TOASTS.onlinePlayer, {
          kind: 'success',
          id: 'online',
        });
      }
    });
    return () => {
      offEvent();
      offNotice();
    };
  }, [client]);
}
