import type { AuthUser } from '../auth/roles.ts';
import type { StoredCard } from '../cards/cardRepo.ts';

/** What a viewer may print: whether at all, and whether with the SAMPLE watermark. */
export interface PrintEntitlement {
  allowed: boolean;
  watermark: boolean;
  /** Shown to the visitor when the print is watermarked or refused. */
  reason?: 'anonymous' | 'not-owner' | 'plan-limit';
}

/**
 * The one place that decides what a print costs the viewer (spec §2, §6): a signed-in subscriber
 * printing their own card, or an administrator, gets the clean file; everyone else a watermarked
 * preview. Plan limits on prints (remaining prints vs `count`, -1 unlimited) belong here when plans land.
 */
export function printEntitlement(
  viewer: AuthUser | null,
  card: StoredCard,
  _count: number,
): PrintEntitlement {
  if (!viewer || viewer.role === 'anon') return { allowed: true, watermark: true, reason: 'anonymous' };
  if (viewer.role === 'administrator') return { allowed: true, watermark: false };
  if (card.userId !== viewer.userId) return { allowed: true, watermark: true, reason: 'not-owner' };
  return { allowed: true, watermark: false };
}
