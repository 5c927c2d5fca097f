import {
  type Card,
  effectiveCardsPerPage,
  isBlankCard,
  lineUniqueness,
  newSetCode,
  PRINT_DEFAULTS,
  type PrintOptions,
  PrintOptionsSchema,
} from '@bingo/core';
import { Download } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { CardChecker } from './CardChecker.tsx';
import { PrintForm } from './PrintForm.tsx';
import { PrintPreview } from './PrintPreview.tsx';
import { PrintProgress } from './PrintProgress.tsx';
import { SignUpPrompt } from './SignUpPrompt.tsx';
import { usePrintJob } from './usePrintJob.ts';
import { usePrintPreview } from './usePrintPreview.ts';

/** A fresh set code from the browser's cryptographic random source: the preview shows exactly the print. */
function freshSetCode(): string {
  return newSetCode(() => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32);
}

/** The print tab of /play/{id}/: settings, a live preview of the first pages, progress, the checker. */
export function PrintTab({ card }: { card: Card }) {
  const [options, setOptions] = useState<PrintOptions>(() => PrintOptionsSchema.parse({ ...PRINT_DEFAULTS }));
  const [setCode, setSetCode] = useState(freshSetCode);
  const [promptOpen, setPromptOpen] = useState(false);
  const [watermark, setWatermark] = useState(true);
  const job = usePrintJob(card.cardId);
  const effective = useMemo(
    () => ({ ...options, cardsPerPage: effectiveCardsPerPage(options, card) as 1 | 2 | 4 }),
    [options, card],
  );
  const preview = usePrintPreview(card, effective, setCode);
  const uniqueness = useMemo(() => lineUniqueness(card, options.count), [card, options.count]);
  const blank = isBlankCard(card);

  useEffect(() => {
    if (job.state.phase !== 'done') return;
    setWatermark(job.state.job.watermark);
    if (job.state.job.watermark) setPromptOpen(true);
  }, [job.state]);

  const busy = job.state.phase === 'running' || job.state.phase === 'starting';
  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_1fr]">
      <div className="space-y-6">
        <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <PrintForm
            card={card}
            options={options}
            onChange={(patch) => setOptions((o) => ({ ...o, ...patch }))}
            uniqueness={uniqueness}
          />
        </div>
        <div className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm text-slate-600">
            Set code{' '}
            <span className="font-mono font-semibold text-slate-900" data-testid="print-set-code">
              {setCode}
            </span>
            : every card carries it with its serial, so the set can be reprinted and checked.
          </p>
          <Button
            size="lg"
            className="w-full"
            disabled={busy || blank}
            data-testid="print-download"
            onClick={() => job.start({ ...effective, setCode })}
          >
            <Download aria-hidden="true" />
            Download PDF ({preview.totalPages} {preview.totalPages === 1 ? 'page' : 'pages'})
          </Button>
          {blank ? (
            <p className="text-sm text-red-700">Your card is blank: add items before printing.</p>
          ) : null}
          <PrintProgress state={job.state} onCancel={job.cancel} />
          {job.state.phase === 'done' ? (
            <p role="status" className="text-sm text-emerald-700" data-testid="print-done">
              Your PDF is ready ({(job.state.job.bytes / 1024 / 1024).toFixed(1)} MB).{' '}
              <button type="button" className="underline" onClick={() => setSetCode(freshSetCode())}>
                Start a new set
              </button>
            </p>
          ) : null}
          {job.state.phase === 'failed' ? (
            <p role="alert" className="text-sm text-red-700">
              {job.state.message}
            </p>
          ) : null}
          {job.state.phase === 'cancelled' ? (
            <p className="text-sm text-slate-500">Print cancelled.</p>
          ) : null}
        </div>
        <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <CardChecker cardId={card.cardId} card={card} defaultSetCode={setCode} />
        </div>
      </div>
      <PrintPreview pages={preview.pages} totalPages={preview.totalPages} watermark={watermark} />
      <SignUpPrompt open={promptOpen} onOpenChange={setPromptOpen} cardId={card.cardId} />
    </div>
  );
}
