import { useEffect, useState } from 'react';
import type { GameClient } from '../gameClient.ts';

/** CREATE_GAME with a busy flag that clears when the room answers (created or refused). */
export function useCreateGame(client: GameClient) {
  const [creating, setCreating] = useState(false);
  useEffect(
    () =>
      client.onEvent((event) => {
        const refused = event.type === 'ERROR' && event.payload.command === 'CREATE_GAME';
        if (refused || event.type === 'GAME_CREATED' || event.type === 'GAME_SYNCED') setCreating(false);
      }),
    [client],
  );
  /** The server prefers its own copy of the card; ours is a fallback it checks the same way. */
  function create(bingoCard?: unknown) {
    if (client.send('CREATE_GAME', bingoCard ? { bingoCard } : {})) setCreating(true);
  }
  return { creating, create };
}
