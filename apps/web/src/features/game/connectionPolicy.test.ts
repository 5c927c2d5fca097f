import { describe, expect, it } from 'vitest';
import { reconnectDelay, showBlockingOverlay } from './connectionPolicy.ts';

const connection = { socket: 2 as const, attempt: 0, online: true, gaveUp: false };

describe('reconnectDelay', () => {
  it('grows exponentially with the attempt and stays within a cap', () => {
    expect(reconnectDelay(1, () => 0)).toBe(250);
    expect(reconnectDelay(3, () => 0)).toBe(1000);
    expect(reconnectDelay(30, () => 1)).toBe(15_000);
  });

  it('jitter spreads attempts between half and all of the window', () => {
    expect(reconnectDelay(4, () => 0)).toBe(2000);
    expect(reconnectDelay(4, () => 1)).toBe(4000);
  });
});

describe('showBlockingOverlay', () => {
  it('stays hidden after a single failed attempt', () => {
    expect(showBlockingOverlay({ ...connection, attempt: 1 }, 2)).toBe(false);
  });

  it('blocks the page after more than one failed attempt in a live game', () => {
    expect(showBlockingOverlay({ ...connection, attempt: 2 }, 2)).toBe(true);
  });

  it('never blocks a room without a game, an open socket, or after giving up', () => {
    expect(showBlockingOverlay({ ...connection, attempt: 3 }, 0)).toBe(false);
    expect(showBlockingOverlay({ ...connection, attempt: 3, socket: 1 }, 2)).toBe(false);
    expect(showBlockingOverlay({ ...connection, attempt: 10, gaveUp: true }, 2)).toBe(false);
  });

  it('blocks while the browser is offline', () => {
    expect(showBlockingOverlay({ ...connection, online: false }, 2)).toBe(true);
  });
});
