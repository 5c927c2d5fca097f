import { ArrowLeft, Printer, Radio } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../ui/Button.tsx';
import { SiteHeader } from '../../ui/SiteHeader.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { CardLoadError } from '../cards/CardLoadError.tsx';
import { useCard } from '../cards/useCard.ts';
import { PrintTab } from '../print/PrintTab.tsx';
import { PlayTab } from './PlayTab.tsx';

type Tab = 'print' | 'play';

const tabClass =
  'flex items-center gap-2 rounded-xl px-4 py-2 text-sm font-medium text-slate-600 transition hover:text-slate-900 ' +
  'data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm [&_svg]:size-4';

/** /play/{id}/?tab=print|play: print a set of the card, or (soon) play it live. The tab lives in the URL. */
export function PlayPage() {
  const { cardId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'play' ? 'play' : 'print';
  const card = useCard(cardId);
  useDocumentTitle(tab === 'print' ? 'Print cards' : 'Play live');
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <Link to={`/card/edit/${cardId}/`} className={buttonClass('ghost', 'sm', '-ml-2')}>
              <ArrowLeft aria-hidden="true" />
              Back to the card
            </Link>
            <h1 className="truncate font-display text-2xl font-semibold text-slate-900">
              {card.data?.cardTitle || 'Your card'}
            </h1>
          </div>
        </div>
        <Tabs.Root value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })}>
          <Tabs.List
            aria-label="Print or play"
            className="mb-6 inline-flex gap-1 rounded-2xl bg-slate-100 p-1"
          >
            <Tabs.Trigger value="print" className={tabClass}>
              <Printer aria-hidden="true" />
              Print
            </Tabs.Trigger>
            <Tabs.Trigger value="play" className={tabClass}>
              <Radio aria-hidden="true" />
              Play
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="print">
            {card.isPending ? (
              <div className="grid place-items-center py-24">
                <Spinner />
              </div>
            ) : card.error ? (
              <CardLoadError error={card.error} onRetry={() => card.refetch()} />
            ) : (
              <PrintTab card={card.data} />
            )}
          </Tabs.Content>
          <Tabs.Content value="play">
            <PlayTab cardId={cardId} />
          </Tabs.Content>
        </Tabs.Root>
      </main>
    </>
  );
}
