import { describe, expect, it } from 'vitest';
import { callerActionButton } from './actionButton.ts';
import { synced } from './testViews.ts';

const mode = (gameMode: string) => ({ gameSettings: { gameMode } });

describe('callerActionButton', () => {
  it('there is no action button before a game is created', () => {
    expect(callerActionButton(synced('caller', 1, { gameStatus: 0 }))).toBeNull();
  });

  it('a lobby offers Start game, disabled until someone joins', () => {
    expect(callerActionButton(synced('caller', 1, { gameStatus: 1, joinedCount: 0 }))).toMatchObject({
      label: 'Start game',
      disabled: true,
    });
    expect(callerActionButton(synced('caller', 1, { gameStatus: 1, joinedCount: 2 }))?.disabled).toBe(false);
  });

  it('manual calls give Next call, which waits during a review', () => {
    expect(callerActionButton(synced('caller', 1, { gameStatus: 2, ...mode('manual-call') }))?.label).toBe(
      'Next call',
    );
    expect(callerActionButton(synced('caller', 1, { gameStatus: 3, ...mode('manual-call') }))?.disabled).toBe(
      true,
    );
  });

  it('automatic calls toggle between Pause and Resume', () => {
    expect(callerActionButton(synced('caller', 1, { gameStatus: 2, ...mode('automatic-call') }))?.label).toBe(
      'Pause',
    );
    expect(callerActionButton(synced('caller', 1, { gameStatus: 4, ...mode('automatic-call') }))?.label).toBe(
      'Resume',
    );
  });

  it('a game without calls is ended with Finish', () => {
    expect(callerActionButton(synced('caller', 1, { gameStatus: 2, ...mode('no-calls') }))?.command).toBe(
      'FINISH_GAME',
    );
  });

  it('when every call is made the button offers Restart', () => {
    const view = synced('caller', 1, { gameStatus: 2, isLastCall: true, ...mode('manual-call') });
    expect(callerActionButton(view)?.label).toBe('Restart');
  });

  it('saved and held games resume', () => {
    expect(callerActionButton(synced('caller', 1, { gameStatus: 5 }))?.label).toBe('Resume');
    expect(callerActionButton(synced('caller', 1, { gameStatus: 6 }))?.label).toBe('Resume');
  });
});
