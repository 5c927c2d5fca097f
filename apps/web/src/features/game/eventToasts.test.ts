import { describe, expect, it } from 'vitest';
import { applyEvent } from './applyEvent.ts';
import { toastsForEvent } from './eventToasts.ts';
import type { GameView, ServerEvent } from './gameView.ts';
import { frame, me, synced } from './testViews.ts';

function titles(view: GameView, event: ServerEvent): string[] {
  return toastsForEvent(event, view, applyEvent(view, event)).map((t) => t.text.title);
}

describe('toastsForEvent', () => {
  it('a joined player hears that the game started', () => {
    const view = synced('player', 1, { playerState: me() });
    expect(titles(view, frame('GAME_STARTED', 2, { gameStatus: 2 }))).toEqual(['Game started']);
  });

  it('a player without a seat is invited to the new game with a sticky toast', () => {
    const view = synced('player', 1, { playerState: me({ status: 'NOT_JOINED' }) });
    const [toast] = toastsForEvent(
      frame('GAME_STARTED', 2),
      view,
      applyEvent(view, frame('GAME_STARTED', 2)),
    );
    expect(toast?.text).toMatchObject({ title: 'New game started', duration: Number.POSITIVE_INFINITY });
    expect(toast?.actions).toEqual(['joinGame']);
  });

  it('the last call tells players to check their cards and offers the caller Restart and Finish', () => {
    const last = frame('CALL_PLACED', 2, { isLastCall: true, callCount: 3 });
    expect(titles(synced('player', 1, { gameStatus: 2 }), last)).toEqual(['All calls made']);
    const view = synced('caller', 1, { gameStatus: 2 });
    const [toast] = toastsForEvent(last, view, applyEvent(view, last));
    expect(toast?.text.description).toBe('Want to play again?');
    expect(toast?.actions).toEqual(['restart', 'finish']);
  });

  it('another player winning is announced with their name', () => {
    const view = synced('player', 1, { gameStatus: 2, playerState: me() });
    const won = frame('PLAYER_WON', 2, { whoIsWon: { username: 'Bea' }, winnerList: [{ userId: 'b' }] });
    expect(titles(view, won)).toEqual(['Bea wins!']);
  });

  it('a dropped (old) event shows nothing', () => {
    const view = synced('player', 5, { gameStatus: 4, playerState: me() });
    expect(titles(view, frame('GAME_RESUMED', 4, { gameStatus: 2 }))).toEqual([]);
  });

  it('resume toasts are shorter for the caller than for players', () => {
    const event = frame('GAME_RESUMED', 2, { gameStatus: 2 });
    const player = synced('player', 1, { gameStatus: 4 });
    const caller = synced('caller', 1, { gameStatus: 4 });
    expect(toastsForEvent(event, player, applyEvent(player, event))[0]?.text.duration).toBe(3000);
    expect(toastsForEvent(event, caller, applyEvent(caller, event))[0]?.text.duration).toBe(2000);
  });

  it('errors with catalogue texts use them', () => {
    const view = synced('player', 1);
    expect(titles(view, frame('ERROR', 1, { code: 'REJOIN_REQUEST_ALREADY_EXISTS', message: '' }))).toEqual([
      'Request already sent',
    ]);
    expect(titles(view, frame('ERROR', 1, { code: 'ROOM_FULL', command: 'JOIN_GAME', message: '' }))).toEqual(
      [],
    );
  });

  it('a full room raises the sticky upgrade prompt for the caller', () => {
    const view = synced('caller', 1);
    const [toast] = toastsForEvent(
      frame('GAME_ROOM_FULL', 2),
      view,
      applyEvent(view, frame('GAME_ROOM_FULL', 2)),
    );
    expect(toast?.text.title).toBe('Room limit reached');
    expect(toast?.actions).toEqual(['upgrade']);
  });

  it('a new rejoin request is announced to the caller; the list shrinking after a decision is not', () => {
    const ann = { userId: 'a', username: 'Ann', picture: '', requestedAt: 1 };
    const bob = { userId: 'b', username: 'Bob', picture: '', requestedAt: 2 };
    const one = synced('caller', 1, { rejoinRequestsList: [ann] });
    const received = frame('REJOIN_REQUEST_RECEIVED', 2, { rejoinRequestsList: [ann, bob] });
    expect(titles(one, received)).toEqual(['Player rejoin request']);
    const two = synced('caller', 1, { rejoinRequestsList: [ann, bob] });
    const afterApproving = frame('REJOIN_REQUEST_RECEIVED', 2, { rejoinRequestsList: [bob] });
    expect(titles(two, afterApproving)).toEqual([]);
    expect(titles(two, frame('REJOIN_REQUEST_RECEIVED', 2, { rejoinRequestsList: [] }))).toEqual([]);
  });

  it('approving a rejoin into a full room gives the caller the same upgrade prompt, not the raw error', () => {
    const view = synced('caller', 1);
    const refused = frame('ERROR', 1, {
      code: 'ROOM_FULL',
      command: 'REJOIN_REQUEST_PROCESSED',
      message: 'Room limit reached: Upgrade to add more players',
    });
    const [toast, ...rest] = toastsForEvent(refused, view, applyEvent(view, refused));
    expect(rest).toEqual([]);
    expect(toast?.text).toMatchObject({
      title: 'Room limit reached',
      description: 'Upgrade to add more players',
    });
    expect(toast?.actions).toEqual(['upgrade']);
  });
});
