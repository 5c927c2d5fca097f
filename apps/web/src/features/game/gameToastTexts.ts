import type { ToastText } from '@bingo/core';

const STICKY = Number.POSITIVE_INFINITY;

/** The live game toasts of spec §8, with their exact titles, descriptions and durations. */
export const GAME_TOASTS = {
  gameStarted: { title: 'Game started', description: 'Mark squares and call bingo', duration: 6000 },
  youreIn: { title: "You're in!", description: 'Wait for the game to start', duration: 3000 },
  roomLimit: { title: 'Room limit reached', description: 'Upgrade to add more players', duration: STICKY },
  gameCreationFailed: {
    title: 'Game creation failed',
    description: 'Refresh the page and try again',
    duration: 6000,
  },
  cardBlank: {
    title: 'Your card is blank',
    description: 'Add items before starting the game.',
    duration: 3000,
  },
  selectPattern: { title: 'Select a pattern first', description: 'Needed for auto-win', duration: 4000 },
  patternRequired: { title: 'Pattern required', duration: 4000 },
  finishFirst: { title: 'Finish current game first', duration: 6000 },
  newGameStarted: { title: 'New game started', description: 'Ready to join?', duration: STICKY },
  rejoinRequest: {
    title: 'Player rejoin request',
    description: 'Approve or reject the request',
    duration: 6000,
  },
  rejoinSent: { title: 'Rejoin request sent', description: 'Waiting for approval', duration: 4000 },
  rejoinAlreadySent: {
    title: 'Request already sent',
    description: 'Wait for the caller to respond',
    duration: 4000,
  },
  blacklisted: {
    title: 'You are blacklisted',
    description: 'contact the caller to get unblacklisted',
    duration: 6000,
  },
  bingoRejected: { title: 'Bingo rejected!', description: 'Double-check your card', duration: 4000 },
  allCallsPlayer: {
    title: 'All calls made',
    description: 'Check your card before the game ends',
    duration: 5000,
  },
  allCallsCaller: { title: 'All calls made', description: 'Want to play again?', duration: 10_000 },
  incorrectSelection: { title: 'Incorrect selection removed', duration: 3000 },
  autoDaubOn: { title: 'Auto-daub is on', duration: 4000 },
  cantMarkEmpty: { title: "Can't mark empty squares", duration: 3000 },
  resumedPlayer: { title: 'Game resumed', duration: 3000 },
  resumedCaller: { title: 'Game resumed', duration: 2000 },
  restartedPlayer: { title: 'Game restarted', duration: 3000 },
  restartedCaller: { title: 'Game restarted', duration: 2000 },
  gameEnded: { title: 'Game ended', duration: 10_000 },
  connectionLost: { title: 'Connection lost', description: 'Trying to reconnect…', duration: STICKY },
  reconnected: { title: 'Reconnected', duration: 3000 },
  offlineCaller: {
    title: 'You are offline',
    description: 'Players will not get new calls until you are back online.',
    duration: STICKY,
  },
  offlinePlayer: {
    title: 'You are offline',
    description: 'Your card will catch up when you are back online.',
    duration: STICKY,
  },
  onlineCaller: { title: 'Back online', description: 'Your game is running again.', duration: 5000 },
  onlinePlayer: { title: 'Back online', description: 'Catching up with the game.', duration: 5000 },
  genericError: { title: 'Oops! Something went wrong.', description: 'Please try again.', duration: 6000 },
} as const satisfies Record<string, ToastText>;

/** '{player} wins!' (spec §8). */
export function playerWinsToast(username: string): ToastText {
  return { title: `${username || 'A player'} wins!`, description: 'Keep playing', duration: 4000 };
}
