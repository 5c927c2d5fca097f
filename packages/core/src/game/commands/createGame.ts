import { CardPayloadSchema } from '../../card/card.ts';
import { requiredItemCount, validItems } from '../../card/validation.ts';
import { shuffled } from '../../random.ts';
import { tailored } from '../fanout.ts';
import { buildCallPool } from '../pool.ts';
import { fail, type Outcome, ok } from '../result.ts';
import { checkSettings } from '../settings.ts';
import { emptyRoom, newRoundId, publicPlayer } from '../state.ts';
import type { GameState, PlayerRecord } from '../types.ts';
import { snapshotFor } from '../views.ts';
import { capacityFrom, type Handler } from './handler.ts';

/** Only blacklisted users outlive a new lobby (protocol §5 CREATE_GAME). */
function keepBlacklisted(players: GameState['players']): GameState['players'] {
  const kept: Record<string, PlayerRecord> = {};
  for (const p of Object.values(players)) {
    if (p.status !== 'BLACKLISTED') continue;
    kept[p.userId] = { ...p, hasWon: false, card: null, markedKeys: [], roundId: null };
  }
  return kept;
}

/**
 * CREATE_GAME (rules G-11, G-12): the card (the server's copy when it has one) must have enough items;
 * its playing settings pass the settings rules; the pool is shuffled; the lobby (status 1) starts empty.
 */
export const handleCreateGame: Handler<{ bingoCard?: unknown }> = (state, payload, actor, ctx): Outcome => {
  let card = ctx.card;
  if (!card) {
    if (payload.bingoCard === undefined)
      return fail('INVALID_PAYLOAD', { field: 'bingoCard', reason: 'required' });
    const parsed = CardPayloadSchema.safeParse(payload.bingoCard);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail('INVALID_PAYLOAD', {
        field: ['bingoCard', ...(issue?.path ?? [])].join('.'),
        reason: issue?.message,
      });
    }
    card = parsed.data;
  }
  if (validItems(card).length < requiredItemCount(card)) return fail('CARD_BLANK');
  const pool = buildCallPool(card);
  // A card keeps the settings of its last game; they are re-fitted to this card rather than refused.
  const gameSettings = {
    ...card.playingSettings,
    patternForSize: card.cardGrid,
    callsTime: Math.min(600, Math.max(5, card.playingSettings.callsTime)),
  };
  const settingsError = checkSettings(
    gameSettings,
    card.cardGrid,
    pool.length,
    new Set(Object.keys(gameSettings)),
  );
  if (settingsError) return { error: settingsError };
  const next: GameState = {
    ...emptyRoom(state.roomId, state.v),
    roundId: newRoundId(ctx.random),
    gameStatus: 1,
    callerUserId: actor.userId,
    caller: publicPlayer(actor),
    card,
    gameSettings,
    gameOptions: ctx.gameOptions ?? state.gameOptions,
    callItems: shuffled(pool, ctx.random),
    players: keepBlacklisted(state.players),
    playerCapacity: capacityFrom(ctx, state.playerCapacity),
  };
  const viewer = { userId: '', username: '', picture: '', isCaller: false };
  const extras = { now: ctx.now, ...ctx.presence };
  return ok(
    next,
    tailored('GAME_CREATED', snapshotFor(next, actor, extras), snapshotFor(next, viewer, extras)),
  );
};
