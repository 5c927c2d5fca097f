/** The spec's response envelope (§7): every API answer has this shape. */
export interface ApiEnvelope<T> {
  status: boolean;
  data?: T;
  message?: string;
}

/** A session as the API hands it out (spec §3 Anonymous session; the user session has the same token fields). */
export interface SessionTokens {
  jwtAuthToken: string;
  jwtAuthExpiration: number;
  jwtRefreshToken: string;
  userId: string;
}

export interface AnonymousSession extends SessionTokens {
  cardId: string;
  /** When the anonymous session ends, in ms since the epoch (6 days after creation). */
  sessionExpire: number;
}

/** GET /api/cards list page. */
export interface CardListPage<C> {
  cards: C[];
  count: number;
}
