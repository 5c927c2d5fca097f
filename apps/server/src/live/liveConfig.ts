import { DEFAULT_CALLER_GRACE_MS, DEFAULT_PLAYER_CAPACITY, DEFAULT_SAVE_DAYS } from '@bingo/core';
import { MESSAGES_PER_SECOND, NEXT_CALLS_PER_SECOND } from './wire.ts';

/** Operator settings of the live game server (docs/live.md). */
export interface LiveConfig {
  /** Seats per room when no plan says more (spec §9: 5). LIVE_DEFAULT_CAPACITY. */
  defaultCapacity: number;
  /** How long the caller may be gone before the game goes on hold. LIVE_CALLER_GRACE_MS. */
  callerGraceMs: number;
  /** Days a saved game is kept. LIVE_SAVE_DAYS. */
  saveDays: number;
  /** How often this server looks for due deadlines. LIVE_POLL_MS. */
  pollMs: number;
  /** A socket whose unsent bytes exceed this is dropped; it reconnects and resyncs. LIVE_MAX_BUFFERED_BYTES. */
  maxBufferedBytes: number;
  /** Messages per second per socket (validation step 5). LIVE_MESSAGES_PER_SECOND. */
  messagesPerSecond: number;
  /** Minimum time between two NEXT_CALLs of one socket; 0 turns the limit off. LIVE_NEXT_CALL_INTERVAL_MS. */
  nextCallIntervalMs: number;
}

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer.`);
  return value;
}

/** Reads the live settings from the environment, with the product defaults. */
export function loadLiveConfig(env: Env = process.env): LiveConfig {
  return {
    defaultCapacity: positiveInteger(env, 'LIVE_DEFAULT_CAPACITY', DEFAULT_PLAYER_CAPACITY),
    callerGraceMs: positiveInteger(env, 'LIVE_CALLER_GRACE_MS', DEFAULT_CALLER_GRACE_MS),
    saveDays: positiveInteger(env, 'LIVE_SAVE_DAYS', DEFAULT_SAVE_DAYS),
    pollMs: Math.max(50, positiveInteger(env, 'LIVE_POLL_MS', 250)),
    maxBufferedBytes: positiveInteger(env, 'LIVE_MAX_BUFFERED_BYTES', 8 * 1024 * 1024),
    messagesPerSecond: Math.max(1, positiveInteger(env, 'LIVE_MESSAGES_PER_SECOND', MESSAGES_PER_SECOND)),
    nextCallIntervalMs: positiveInteger(env, 'LIVE_NEXT_CALL_INTERVAL_MS', 1000 / NEXT_CALLS_PER_SECOND),
  };
}
