import { describe, expect, it } from 'vitest';
import { emptyView } from './gameView.ts';
import { chooseCallerModal, choosePlayerModal } from './modalChoice.ts';
import { me, synced } from './testViews.ts';

const visitor = { hasSession: true };

describe('choosePlayerModal', () => {
  it('a visitor without a session is asked to join with a name', () => {
    expect(choosePlayerModal(emptyView('player'), { hasSession: false })).toBe('join');
    const room = { exists: true, requireAccount: false };
    expect(choosePlayerModal(emptyView('player'), { hasSession: false, room })).toBe('join');
  });

  it('a visitor without a session sees room not created before any name is asked (spec §4)', () => {
    const room = { exists: false, requireAccount: false };
    expect(choosePlayerModal(emptyView('player'), { hasSession: false, room })).toBe('roomNotCreated');
  });

  it('nothing is asked of a visitor without a session until the room status is known', () => {
    expect(choosePlayerModal(emptyView('player'), { hasSession: false, room: 'loading' })).toBeNull();
  });

  it('the room status can ask a visitor without a session to sign up', () => {
    const room = { exists: true, requireAccount: true };
    expect(choosePlayerModal(emptyView('player'), { hasSession: false, room })).toBe('signupRequired');
  });

  it('a room that asks for accounts shows sign-up to a visitor without a session', () => {
    const view = synced('player', 1, { gameOptions: { requireAccount: true } });
    expect(choosePlayerModal(view, { hasSession: false })).toBe('signupRequired');
  });

  it('a room without a game shows room not created', () => {
    expect(choosePlayerModal(synced('player', 1, { gameStatus: 0 }), visitor)).toBe('roomNotCreated');
  });

  it('a signed-in visitor without a seat is offered to join', () => {
    expect(choosePlayerModal(synced('player', 1, { gameStatus: 2 }), visitor)).toBe('join');
  });

  it('removed and blacklisted players see their own modals', () => {
    const removed = synced('player', 1, { gameStatus: 2, playerState: me({ status: 'REMOVED' }) });
    const blacklisted = synced('player', 1, { gameStatus: 2, playerState: me({ status: 'BLACKLISTED' }) });
    expect(choosePlayerModal(removed, visitor)).toBe('removed');
    expect(choosePlayerModal(blacklisted, visitor)).toBe('blacklisted');
  });

  it('a winner sees the game finished modal while the game goes on', () => {
    const view = synced('player', 1, { gameStatus: 2, playerState: me({ hasWon: true }) });
    expect(choosePlayerModal(view, visitor)).toBe('gameFinished');
  });

  it('a player from the round that just ended sees how it ended', () => {
    const view = synced('player', 1, {
      gameStatus: 1,
      finishReason: 'CALLER_FINISHED',
      playerState: me({ status: 'NOT_JOINED' }),
    });
    expect(choosePlayerModal(view, visitor)).toBe('gameFinished');
  });

  it('a full room, and then a vacancy, replace the join modal', () => {
    const full = { ...synced('player', 1, { gameStatus: 2 }), joinRefusal: 'ROOM_FULL' as const };
    expect(choosePlayerModal(full, visitor)).toBe('roomFull');
    expect(choosePlayerModal({ ...full, vacancy: true }, visitor)).toBe('vacancy');
  });

  it.each([
    [1, 'waiting'],
    [2, null],
    [3, 'inReview'],
    [4, 'paused'],
    [5, 'saved'],
    [6, 'onHold'],
  ] as const)('a joined player in game status %i sees %s', (gameStatus, modal) => {
    expect(choosePlayerModal(synced('player', 1, { gameStatus, playerState: me() }), visitor)).toBe(modal);
  });
});

describe('chooseCallerModal', () => {
  it('a caller with no game gets the create game modal', () => {
    expect(chooseCallerModal(synced('caller', 1, { gameStatus: 0 }))).toBe('createGame');
  });

  it('held and saved games ask the caller to resume', () => {
    expect(chooseCallerModal(synced('caller', 1, { gameStatus: 6 }))).toBe('onHold');
    expect(chooseCallerModal(synced('caller', 1, { gameStatus: 5 }))).toBe('saved');
  });

  it('pending claims open the review unless claims are judged automatically', () => {
    const claims = [{ userId: 'a' }];
    const settings = { autoWin: false, autoVerify: false };
    expect(chooseCallerModal(synced('caller', 1, { gameStatus: 3, claims, gameSettings: settings }))).toBe(
      'bingoReview',
    );
    const auto = { ...settings, autoVerify: true };
    expect(chooseCallerModal(synced('caller', 1, { gameStatus: 3, claims, gameSettings: auto }))).toBeNull();
  });
});
