import type { Card, CardPayload } from '@bingo/core';
import { CardPayloadSchema } from '@bingo/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveCard } from '../../api/cards.ts';
import { cardQueryKey } from '../cards/useCard.ts';

export type SaveStatus = 'saved' | 'saving' | 'retrying' | 'invalid' | 'forbidden';

const DEBOUNCE_MS = 600;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** The payload exactly as it will be stored, or the first problem the schema finds. */
function serialise(card: CardPayload): { json: string; payload: CardPayload } | { problem: string } {
  const parsed = CardPayloadSchema.safeParse(card);
  if (!parsed.success)
    return { problem: parsed.error.issues[0]?.message ?? 'Something on the card is not valid.' };
  return { json: JSON.stringify(parsed.data), payload: parsed.data };
}

/**
 * Saves the card ~600 ms after the last edit (PUT /api/cards/{id}). Edits are never dropped: a failed
 * save retries with growing waits, edits made during a save trigger another one, and the last
 * changes go out with `keepalive` when the page is hidden or closed.
 */
export function useAutosave(cardId: string, card: CardPayload, initial: CardPayload) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [problem, setProblem] = useState('');
  const latest = useRef(card);
  const savedJson = useRef('');
  if (savedJson.current === '') {
    const first = serialise(initial);
    savedJson.current = 'json' in first ? first.json : '{}';
  }
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryMs = useRef(FIRST_RETRY_MS);
  const stopped = useRef(false);

  const save = useCallback(
    async (keepalive = false): Promise<void> => {
      clearTimeout(timer.current);
      if (stopped.current) return;
      const next = serialise(latest.current);
      if ('problem' in next) {
        setProblem(next.problem);
        setStatus('invalid');
        return;
      }
      if (next.json === savedJson.current) {
        if (!inFlight.current) setStatus('saved');
        return;
      }
      // A save is on its way; its completion looks at `latest` again. Only unloading sends in parallel.
      if (inFlight.current && !keepalive) return;
      inFlight.current = true;
      setStatus('saving');
      const result = await saveCard(cardId, next.payload, keepalive);
      inFlight.current = false;
      if (result.status) {
        savedJson.current = next.json;
        retryMs.current = FIRST_RETRY_MS;
        if (result.data) queryClient.setQueryData<Card>(cardQueryKey(cardId), result.data);
        const again = serialise(latest.current);
        if ('json' in again && again.json !== savedJson.current) void save();
        else setStatus('saved');
        return;
      }
      if (result.httpStatus === 401 || result.httpStatus === 403) {
        stopped.current = true;
        setProblem(result.message ?? '');
        setStatus('forbidden');
        return;
      }
      setStatus('retrying');
      timer.current = setTimeout(() => void save(), retryMs.current);
      retryMs.current = Math.min(retryMs.current * 2, MAX_RETRY_MS);
    },
    [cardId, queryClient],
  );

  useEffect(() => {
    latest.current = card;
    if (stopped.current) return;
    const next = serialise(card);
    if ('json' in next && next.json === savedJson.current) return;
    setStatus((s) => (s === 'retrying' ? s : 'saving'));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), DEBOUNCE_MS);
  }, [card, save]);

  const hasUnsaved = useCallback(() => {
    const next = serialise(latest.current);
    return 'json' in next && next.json !== savedJson.current;
  }, []);

  useEffect(() => {
    // Closing the tab or switching apps on a phone: send pending edits now, with keepalive so the
    // request outlives the page. No "leave this page?" prompt: the save is already on its way.
    const flushNow = () => {
      if (hasUnsaved()) void save(true);
    };
    const flushOnHide = () => {
      if (document.visibilityState === 'hidden') flushNow();
    };
    document.addEventListener('visibilitychange', flushOnHide);
    window.addEventListener('pagehide', flushNow);
    return () => {
      document.removeEventListener('visibilitychange', flushOnHide);
      window.removeEventListener('pagehide', flushNow);
      // Leaving the editor inside the app (e.g. to the share page): send what is pending now.
      clearTimeout(timer.current);
      flushNow();
    };
  }, [save, hasUnsaved]);

  return { status, problem, flush: save, hasUnsaved };
}
