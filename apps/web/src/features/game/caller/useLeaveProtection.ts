import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** Spec §8 leave warning, word for word. */
export const LEAVE_WARNING =
  'If you close this window, the game will pause for all players. To avoid losing progress, either finish the game or save it now so you can resume later.';

interface LeaveProtectionOptions {
  active: boolean;
  roomId: string;
  token: () => string | null;
}

/**
 * Spec §4 leave protection for the caller: the browser's leave warning, in-app link clicks held for
 * the end-game confirm modal (returned blocker), and a pause beacon when the page really unloads.
 */
export function useLeaveProtection({ active, roomId, token }: LeaveProtectionOptions) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!active) return;
    function warn(e: BeforeUnloadEvent) {
      e.preventDefault();
      // Browsers show their own text now; older ones show this.
      e.returnValue = LEAVE_WARNING;
      return LEAVE_WARNING;
    }
    function pauseOnUnload() {
      const jwt = token();
      if (!jwt) return;
      const url = `/parties/bingo-server/${encodeURIComponent(roomId)}?token=${encodeURIComponent(jwt)}`;
      navigator.sendBeacon(url, JSON.stringify({ type: 'PAUSE_GAME' }));
    }
    window.addEventListener('beforeunload', warn);
    window.addEventListener('pagehide', pauseOnUnload);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('pagehide', pauseOnUnload);
    };
  }, [active, roomId, token]);
  return blocker;
}
