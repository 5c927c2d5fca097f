import { useParams } from 'react-router';
import { LogoMark, PRODUCT_NAME } from '../../ui/Logo.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useCard } from '../cards/useCard.ts';
import { CardPreview } from '../preview/CardPreview.tsx';

/** /embed/{id}: the card alone, filling its iframe, with a small credit link. */
export function EmbedPage() {
  const { cardId = '' } = useParams();
  const card = useCard(cardId);
  useDocumentTitle(card.data?.cardTitle);
  return (
    <main id="main" className="flex h-dvh flex-col items-center justify-center gap-2 bg-transparent p-2">
      <div className="flex min-h-0 w-full flex-1 items-center justify-center">
        {card.isPending ? <Skeleton className="aspect-[612/792] h-full max-w-full" /> : null}
        {card.isError ? <p className="text-sm text-slate-600">This card is not available.</p> : null}
        {card.data ? (
          <div
            className="h-full max-w-full"
            style={{ aspectRatio: card.data.cardGrid === 9 ? '513/792' : '612/792' }}
          >
            <CardPreview card={card.data} idPrefix="embed" className="h-full" />
          </div>
        ) : null}
      </div>
      <a
        href={`/share/${cardId}/`}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs text-slate-500 hover:text-brand-700"
      >
        <LogoMark className="size-4" />
        Made with {PRODUCT_NAME}
      </a>
    </main>
  );
}
