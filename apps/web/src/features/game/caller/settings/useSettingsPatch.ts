import type { GameSettingsPatch } from '@bingo/core';
import { useEffect, useRef, useState } from 'react';
import type { GameClient } from '../../gameClient.ts';

/** Sends one UPDATE_GAME_SETTINGS patch; the server answers with GAME_SETTINGS_UPDATED for everyone. */
export function sendSettings(client: GameClient, patch: GameSettingsPatch): void {
  client.send('UPDATE_GAME_SETTINGS', { gameSettings: patch });
}

/**
 * A slider's value shown at once and sent when the hand rests (400 ms), so a drag is one update
 * instead of dozens; the server's value wins again once it arrives.
 */
export function useDraftNumber(serverValue: number, commit: (value: number) => void) {
  const [draft, setDraft] = useState(serverValue);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => setDraft(serverValue), [serverValue]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  function change(value: number) {
    setDraft(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(value), 400);
  }
  return [draft, change] as const;
}
