import { useEffect, useState, useSyncExternalStore } from 'react';
import type { GameStore } from './gameClient.ts';
import { GameClient } from './gameClient.ts';
import { gameToken, renewGameToken } from './gameSession.ts';

/** One client per page and room: created once, started while mounted, disposed on leave. */
export function useGameClient(roomId: string, role: 'caller' | 'player'): GameClient {
  const [client] = useState(
    () => new GameClient({ roomId, role, getToken: gameToken, renewToken: renewGameToken }),
  );
  useEffect(() => {
    client.start();
    return () => client.dispose();
  }, [client]);
  return client;
}

/** The room and connection as React state (house style: useSyncExternalStore over the client's store). */
export function useGame(client: GameClient): GameStore {
  return useSyncExternalStore(client.subscribe, client.getState, client.getState);
}
