import { ArrowLeft, Printer, Radio } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../ui/Button.tsx';
import { SiteHeader } from '../../ui/SiteHeader.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

/** /play/{id}/?tab=print|play: printing and live games arrive in later releases; say so kindly. */
export function PlayComingSoonPage() {
  const { cardId = '' } = useParams();
  const [params] = useSearchParams();
  const printing = params.get('tab') === 'print';
  const Icon = printing ? Printer : Radio;
  useDocumentTitle(printing ? 'Print cards' : 'Play live');
  return (
    <>
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center"
      >
        <span className="grid size-16 place-items-center rounded-3xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-semibold text-slate-900">
          {printing ? 'Printing is almost here' : 'Live games are almost here'}
        </h1>
        <p className="mt-3 text-slate-600">
          {printing
            ? 'Soon you will print a unique set of this card as a PDF, in A4, A5 or Letter.'
            : 'Soon you will host this card live: players join from their phones and mark squares as you call.'}{' '}
          Your card is saved, so nothing is lost in the meantime.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={`/card/edit/${cardId}/`} className={buttonClass('primary', 'lg')}>
            <ArrowLeft aria-hidden="true" />
            Back to the card
          </Link>
          <Link to={`/share/${cardId}/`} className={buttonClass('secondary', 'lg')}>
            Share it instead
          </Link>
        </div>
      </main>
    </>
  );
}
