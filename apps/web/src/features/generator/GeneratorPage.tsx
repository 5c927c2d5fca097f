import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { SiteHeader } from '../../ui/SiteHeader.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { CloneScreen } from './CloneScreen.tsx';
import { blankCardPayload, traditionalCardPayload } from './createCardFlow.ts';
import { IntroModal } from './IntroModal.tsx';
import { TraditionalModal } from './TraditionalModal.tsx';
import { useCardCreation } from './useCardCreation.ts';

type Step = 'intro' | 'traditional' | 'closed';

/** /generator/: the intro flow of spec §2, or a copy of another card with ?cloneid={id}. */
export function GeneratorPage() {
  const [params] = useSearchParams();
  const cloneId = params.get('cloneid');
  useDocumentTitle(cloneId ? 'Copying card' : 'Start a new card');
  if (cloneId) return <CloneScreen sourceCardId={cloneId} />;
  return <IntroFlow />;
}

function IntroFlow() {
  const [step, setStep] = useState<Step>('intro');
  const [kind, setKind] = useState<'blank' | 'traditional' | null>(null);
  const creation = useCardCreation();
  const busy = creation.isPending;

  function createBlank() {
    setKind('blank');
    creation.mutate({ payload: blankCardPayload(), onboard: true });
  }

  return (
    <>
      <SiteHeader actions={<span />} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-xl px-6 py-24 text-center focus:outline-none">
        <h1 className="font-display text-3xl font-semibold text-slate-900">Start a new bingo card</h1>
        <p className="mt-3 text-slate-600">
          Choose classic numbers or a blank card for your own words and pictures.
        </p>
        <Button size="lg" className="mt-8" onClick={() => setStep('intro')}>
          Choose how to start
        </Button>
      </main>
      <IntroModal
        open={step === 'intro'}
        onOpenChange={(open) => !busy && setStep(open ? 'intro' : 'closed')}
        onTraditional={() => setStep('traditional')}
        onBlank={createBlank}
        creatingBlank={busy && kind === 'blank'}
        busy={busy}
      />
      <TraditionalModal
        open={step === 'traditional'}
        onOpenChange={(open) => !busy && setStep(open ? 'traditional' : 'closed')}
        onBack={() => setStep('intro')}
        creating={busy && kind === 'traditional'}
        onCreate={(ballCount) => {
          setKind('traditional');
          creation.mutate({ payload: traditionalCardPayload(ballCount), onboard: false });
        }}
      />
    </>
  );
}
