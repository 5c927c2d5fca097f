import { useParams } from 'react-router';
import { SiteHeader } from '../../ui/SiteHeader.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { CardLoadError } from '../cards/CardLoadError.tsx';
import { useCard } from '../cards/useCard.ts';
import { CardPreview } from '../preview/CardPreview.tsx';
import { ShareActions } from './ShareActions.tsx';

/** /share/{id}/: the card read-only, with ways to copy, print or play it. */
export function SharePage() {
  const { cardId = '' } = useParams();
  const card = useCard(cardId);
  useDocumentTitle(card.data?.cardTitle ?? 'Shared card');
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} aria-busy={card.isPending} className="focus:outline-none">
        {card.isPending ? <ShareSkeleton /> : null}
        {card.isError ? <CardLoadError error={card.error} onRetry={() => card.refetch()} /> : null}
        {card.data ? (
          <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-8 sm:px-6 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] md:py-14">
            <div className="mx-auto w-full max-w-[min(36rem,calc((100dvh-9rem)*0.77))] rounded-3xl bg-white p-3 shadow-xl shadow-slate-900/10 ring-1 ring-slate-200/70 sm:p-4">
              <CardPreview card={card.data} idPrefix="share" className="rounded-2xl" />
            </div>
            <ShareActions card={card.data} />
          </div>
        ) : null}
      </main>
    </>
  );
}

function ShareSkeleton() {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-14">
      <Skeleton className="mx-auto aspect-[612/792] w-full max-w-xl rounded-3xl" />
      <div className="space-y-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-12 w-full rounded-xl" />
        <Skeleton className="h-12 w-full rounded-xl" />
      </div>
      <span className="sr-only" role="status">
        Loading the card…
      </span>
    </div>
  );
}
