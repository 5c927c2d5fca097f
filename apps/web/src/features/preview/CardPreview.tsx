import type { CardPayload } from '@bingo/core';
import { useMemo } from 'react';
import { cn } from '../../ui/cn.ts';
import { cardAspectRatio, renderCardSvg } from './renderCardSvg.ts';

interface CardPreviewProps {
  card: CardPayload;
  /** Unique per preview on the page: SVG ids (clip paths, patterns) must not collide. */
  idPrefix: string;
  className?: string;
  testId?: string;
}

/**
 * The card drawn by the shared layout engine, the same display list the PDF prints. The SVG string
 * comes from packages/render, which escapes every user text, so injecting it is safe.
 */
export function CardPreview({ card, idPrefix, className, testId = 'card-preview' }: CardPreviewProps) {
  const svg = useMemo(() => renderCardSvg(card, idPrefix), [card, idPrefix]);
  return (
    <div
      data-testid={testId}
      className={cn('card-svg w-full overflow-hidden', className)}
      style={{ aspectRatio: cardAspectRatio(card) }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the renderer escapes all card text (see above).
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
