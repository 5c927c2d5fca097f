import { type CardPayloadInput, defaultCardPayload } from '../card/card.ts';
import type { Item } from '../card/item.ts';
import { type Random, seededRandom } from '../random.ts';
import { parseCommand } from './parseCommand.ts';
import { reduce } from './reduce.ts';
import type { Outcome } from './result.ts';
import { emptyRoom } from './state.ts';
import type { Actor, Ctx, GameEvent, GameState } from './types.ts';

/** Text items "word 0".."word n-1" (test fixtures; not exported from the package). */
export function words(n: number): Item[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `w${i}`,
    type: 'text' as const,
    value: `word ${i}`,
    caption: '',
    imageURi: '',
    uploaded: false,
    uploadType: 'self' as const,
  }));
}

/** A 5x5 text card with enough items, or any card the overrides describe. */
export function testCard(overrides: CardPayloadInput = {}) {
  return defaultCardPayload({ cardItems: { textItems: words(30) }, ...overrides });
}

export const CALLER: Actor = { userId: 'host', username: 'Host', picture: '', isCaller: true };
export const SYSTEM: Actor = {
  userId: 'system',
  username: 'system',
  picture: '',
  isCaller: false,
  system: true,
};

/** A player actor. */
export function player(id: string): Actor {
  return { userId: id, username: `Player ${id}`, picture: '', isCaller: false };
}

/** A room driven through reduce and parseCommand, as the server would drive it. */
export class TestRoom {
  state: GameState;
  now = 1_000_000;
  random: Random;
  capacity: number | undefined;
  lastEvents: GameEvent[] = [];

  constructor(seed = 1, roomId = 'room-1') {
    this.state = emptyRoom(roomId);
    this.random = seededRandom(seed);
  }

  ctx(extra: Partial<Ctx> = {}): Ctx {
    return { now: this.now, random: this.random, playerCapacity: this.capacity, ...extra };
  }

  /** Sends a raw message; applies the new state on success. */
  send(
    actor: Actor,
    type: string,
    payload?: unknown,
    extra: { roundId?: string; ctx?: Partial<Ctx> } = {},
  ): Outcome {
    const parsed = parseCommand({ type, payload, roundId: extra.roundId });
    if (!parsed.ok) return { error: parsed.error };
    return this.apply(actor, parsed.command, extra.ctx);
  }

  /** Fires a server trigger (deadline or presence). */
  trigger(
    type:
      | 'AUTO_CALL'
      | 'CALLER_DISCONNECTED'
      | 'CALLER_RECONNECTED'
      | 'CALLER_GONE'
      | 'PAUSE_BEACON'
      | 'SAVE_EXPIRED',
  ): Outcome {
    return this.apply(SYSTEM, { type, payload: {} });
  }

  apply(actor: Actor, command: Parameters<typeof reduce>[1], ctx: Partial<Ctx> = {}): Outcome {
    const outcome = reduce(this.state, command, actor, this.ctx(ctx));
    if (!('error' in outcome)) {
      this.state = outcome.state;
      this.lastEvents = outcome.events;
    }
    return outcome;
  }

  /** Sends and expects success; returns the events. */
  ok(
    actor: Actor,
    type: string,
    payload?: unknown,
    extra?: { roundId?: string; ctx?: Partial<Ctx> },
  ): GameEvent[] {
    const outcome = this.send(actor, type, payload, extra);
    if ('error' in outcome)
      throw new Error(`${type} failed: ${outcome.error.code} ${JSON.stringify(outcome.error.details)}`);
    return outcome.events;
  }

  /** Sends and returns the error code ('' on success). */
  code(
    actor: Actor,
    type: string,
    payload?: unknown,
    extra?: { roundId?: string; ctx?: Partial<Ctx> },
  ): string {
    const outcome = this.send(actor, type, payload, extra);
    return 'error' in outcome ? outcome.error.code : '';
  }

  /** Creates a game from a card and seats players. */
  setup(card = testCard(), players: string[] = ['a', 'b'], settings: Record<string, unknown> = {}): this {
    this.ok(CALLER, 'CREATE_GAME', { bingoCard: card });
    if (Object.keys(settings).length > 0) this.ok(CALLER, 'UPDATE_GAME_SETTINGS', { gameSettings: settings });
    for (const id of players) this.ok(player(id), 'JOIN_GAME');
    return this;
  }

  /** Keys called so far. */
  called(): number[] {
    return this.state.callItems.slice(0, this.state.callCount).map((c) => c.key);
  }

  /** Calls until every given key has been called. */
  callUntil(keys: number[]): void {
    const want = keys.filter((k) => k !== -1);
    while (!want.every((k) => this.called().includes(k))) this.ok(CALLER, 'NEXT_CALL');
  }

  /** The keys of a player's card at the given cell indexes. */
  keysAt(userId: string, cells: number[]): number[] {
    const card = this.state.players[userId]?.card;
    return cells.map((i) => card?.cells[i]?.key ?? Number.NaN);
  }

  /** Events of a type. */
  events(type: string): GameEvent[] {
    return this.lastEvents.filter((e) => e.type === type);
  }
}
