import type { CalledItem, PlayingSettings } from '@bingo/core';
import { useEffect, useRef } from 'react';
import { callText } from '../calls/callText.ts';
import type { GameClient } from '../gameClient.ts';

const CALL_EVENTS = new Set(['CALL_PLACED', 'GAME_STARTED', 'GAME_RESTARTED']);

/** A short two-tone beep from Web Audio: no file to fetch, and it works offline. */
function chime(): void {
  const Ctx = window.AudioContext;
  if (!Ctx) return;
  const ctx = new Ctx();
  const gain = ctx.createGain();
  gain.connect(ctx.destination);
  gain.gain.setValueAtTime(0.0001, ctx.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.25, ctx.currentTime + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.6);
  for (const [freq, at] of [
    [880, 0],
    [1320, 0.15],
  ] as const) {
    const osc = ctx.createOscillator();
    osc.frequency.value = freq;
    osc.connect(gain);
    osc.start(ctx.currentTime + at);
    osc.stop(ctx.currentTime + at + 0.45);
  }
  setTimeout(() => void ctx.close(), 1000);
}

/** Reads a call with the chosen voice ("B 12" for 75-ball, spec §7). */
function speak(item: CalledItem, voiceName: string): void {
  const synth = window.speechSynthesis;
  if (!synth) return;
  const utterance = new SpeechSynthesisUtterance(callText(item));
  const voice = synth.getVoices().find((v) => v.name === voiceName);
  if (voice) utterance.voice = voice;
  synth.cancel();
  synth.speak(utterance);
}

/**
 * The caller's audio (spec §7): each new call is read aloud when the caller voice is on, after the
 * chime when that is on. Only the caller's device speaks, so a room hears one voice.
 */
export function useCallAnnouncer(client: GameClient): void {
  const settingsRef = useRef<PlayingSettings | null>(null);
  useEffect(() => {
    return client.onEvent((event, before, after) => {
      settingsRef.current = after.gameSettings;
      if (!CALL_EVENTS.has(event.type) || before === after || after.callCount <= before.callCount) return;
      const item = after.calledItems.at(-1);
      const settings = after.gameSettings;
      if (!item || !settings) return;
      const delay = settings.audibleChime ? 700 : 0;
      if (settings.audibleChime) chime();
      if (settings.audioCaller) setTimeout(() => speak(item, settings.callerVoice), delay);
    });
  }, [client]);
}
