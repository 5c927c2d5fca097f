import type { CardPayload } from '../card/card.ts';
import type { BallCount } from '../card/constants.ts';
import { ballCountForGrid, callLabel } from '../card/traditional.ts';
import { validItems } from '../card/validation.ts';
import type { CalledItem, GameState } from './types.ts';

const EMOJI_ONLY = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f|\s)+$/u;

/**
 * The call pool of a card, unshuffled (rule G-20): keys 0..T-1 for text items and T..T+I-1 for image items
 * (the order of validItems, which dealCard uses), and the number itself for traditional games.
 */
export function buildCallPool(
  card: Pick<CardPayload, 'cardType' | 'cardGrid' | 'cardItems' | 'cardSettings'>,
): CalledItem[] {
  if (card.cardType === 'traditional') {
    const balls: BallCount = ballCountForGrid(card.cardGrid);
    const headers = card.cardSettings.headerText.split(',').map((s) => s.trim());
    return Array.from({ length: balls }, (_, i) => ({
      key: i + 1,
      value: String(i + 1),
      type: 'number' as const,
      caption: balls === 75 ? callLabel(75, i + 1, headers) : '',
    }));
  }
  return validItems(card).map((item, key) => {
    if (item.type === 'image')
      return { key, value: item.imageURi, type: 'image' as const, caption: item.caption };
    const type = EMOJI_ONLY.test(item.value.trim()) ? ('emoji' as const) : ('text' as const);
    return { key, value: item.value, type, caption: item.caption };
  });
}

/** The calls placed so far, in order. */
export function calledItems(state: Pick<GameState, 'callItems' | 'callCount'>): CalledItem[] {
  return state.callItems.slice(0, state.callCount);
}

/** Keys called so far. */
export function calledKeys(state: Pick<GameState, 'callItems' | 'callCount'>): Set<number> {
  return new Set(calledItems(state).map((item) => item.key));
}

/** How many calls this round may place: the pool, or limitCallsValue when limitCalls is on (rule G-23). */
export function totalCalls(state: Pick<GameState, 'callItems' | 'gameSettings'>): number {
  const settings = state.gameSettings;
  if (settings?.limitCalls) return Math.min(settings.limitCallsValue, state.callItems.length);
  return state.callItems.length;
}

/** Whether every allowed call has been placed ("All calls made"). */
export function isLastCall(state: Pick<GameState, 'callItems' | 'gameSettings' | 'callCount'>): boolean {
  return state.callCount > 0 && state.callCount >= totalCalls(state);
}

/** Whether the round is played without calls (every card key counts as called, rule G-31). */
export function isNoCalls(state: Pick<GameState, 'gameSettings'>): boolean {
  return state.gameSettings?.gameMode === 'no-calls';
}
