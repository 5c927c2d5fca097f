import type { RoomStatus } from '@bingo/core';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request.ts';

/** How often a visitor who waits for the caller to create the game asks again. */
export const ROOM_STATUS_POLL_MS = 5_000;

/**
 * The room's status, or null when it could not be read (network, server error). An unknown card has
 * no game either: 404 reads as "no room".
 */
export async function fetchRoomStatus(cardId: string): Promise<RoomStatus | null> {
  const result = await request<RoomStatus>(`/api/live/${encodeURIComponent(cardId)}/status`);
  if (result.httpStatus === 404) return { exists: false, joinable: false, requireAccount: false };
  return result.status && result.data ? result.data : null;
}

/**
 * The room status for a visitor who has no session yet, so no socket to learn it from: asked on arrival
 * and every few seconds after, so that "room not created" turns into the join form once the caller
 * creates the game. 'loading' until the first answer; undefined when it failed or is not needed.
 */
export function useRoomStatus(cardId: string, needed: boolean): RoomStatus | 'loading' | undefined {
  const query = useQuery({
    queryKey: ['roomStatus', cardId],
    queryFn: () => fetchRoomStatus(cardId),
    enabled: needed && cardId !== '',
    refetchInterval: ROOM_STATUS_POLL_MS,
    staleTime: 0,
    gcTime: 0,
  });
  if (!needed) return undefined;
  if (query.isPending) return 'loading';
  return query.data ?? undefined;
}
