import { describe, expect, it } from 'vitest';
import { synced } from '../testViews.ts';
import { tapDecision } from './tapDecision.ts';

const cell = (key: number | null, free = false) => ({ key, item: null, free });
const settings = (patch: Record<string, unknown> = {}) => ({
  gameSettings: { autoDaub: false, hideCalls: false, gameMode: 'manual-call', ...patch },
});
const called = { calledItems: [{ key: 7, value: '7', type: 'number', caption: '' }] };

describe('tapDecision', () => {
  it('empty squares cannot be marked', () => {
    expect(tapDecision(synced('player', 1, { gameStatus: 2, ...settings() }), cell(null), false)).toBe(
      'cantMarkEmpty',
    );
  });

  it('a called square toggles and an uncalled one is refused', () => {
    const view = synced('player', 1, { gameStatus: 2, ...settings(), ...called });
    expect(tapDecision(view, cell(7), false)).toBe('toggle');
    expect(tapDecision(view, cell(8), false)).toBe('incorrectSelection');
  });

  it('a mark can always be taken off', () => {
    expect(tapDecision(synced('player', 1, { gameStatus: 2, ...settings() }), cell(8), true)).toBe('toggle');
  });

  it('with hidden calls any square may be marked', () => {
    const view = synced('player', 1, { gameStatus: 2, ...settings({ hideCalls: true }) });
    expect(tapDecision(view, cell(8), false)).toBe('toggle');
  });

  it('auto-daub leaves the marking to the server', () => {
    const view = synced('player', 1, { gameStatus: 2, ...settings({ autoDaub: true }), ...called });
    expect(tapDecision(view, cell(7), false)).toBe('autoDaubOn');
  });

  it('the free space toggles even with auto-daub off and nothing called', () => {
    expect(tapDecision(synced('player', 1, { gameStatus: 2, ...settings() }), cell(-1, true), false)).toBe(
      'toggle',
    );
  });

  it('nothing can be marked before the game starts', () => {
    expect(
      tapDecision(synced('player', 1, { gameStatus: 1, ...settings(), ...called }), cell(7), false),
    ).toBe('notNow');
  });
});
