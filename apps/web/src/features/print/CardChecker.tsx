import { buildCallPool, type CardPayload } from '@bingo/core';
import { useMemo, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import { TextField } from '../../ui/fields/TextField.tsx';
import { type CheckResult, checkPrintedCard } from './printApi.ts';

interface CardCheckerProps {
  cardId: string;
  card: CardPayload;
  defaultSetCode: string;
}

/**
 * The card checker: a host of a paper game enters the set code and serial printed on a card, ticks the
 * calls so far, and sees which patterns that card has completed.
 */
export function CardChecker({ cardId, card, defaultSetCode }: CardCheckerProps) {
  const pool = useMemo(() => buildCallPool(card), [card]);
  const [setCode, setSetCode] = useState(defaultSetCode);
  const [serial, setSerial] = useState('');
  const [called, setCalled] = useState<Set<number>>(new Set());
  const [result, setResult] = useState<CheckResult | null>(null);
  const [error, setError] = useState('');

  const toggle = (key: number) =>
    setCalled((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  async function check() {
    setError('');
    const answer = await checkPrintedCard({ cardId, setCode, serial, calledKeys: [...called] });
    if (answer.status && answer.data) setResult(answer.data);
    else {
      setResult(null);
      setError(answer.message || 'That card could not be checked.');
    }
  }

  return (
    <section aria-labelledby="checker-title" className="space-y-4" data-testid="card-checker">
      <div>
        <h2 id="checker-title" className="font-display text-lg font-semibold text-slate-900">
          Check a card
        </h2>
        <p className="text-sm text-slate-500">
          Someone shouted bingo? Enter their card's set code and serial.
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Set code" value={setCode} onValueChange={setSetCode} autoCapitalize="characters" />
        <TextField label="Serial" value={serial} onValueChange={setSerial} placeholder="#0042" />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">
          Calls so far <span className="font-normal text-slate-500">({called.size} ticked)</span>
        </legend>
        <div className="flex max-h-48 flex-wrap gap-1.5 overflow-y-auto rounded-xl bg-slate-50 p-2">
          {pool.map((call) => (
            <button
              key={call.key}
              type="button"
              aria-pressed={called.has(call.key)}
              onClick={() => toggle(call.key)}
              className={cn(
                'max-w-40 truncate rounded-lg px-2 py-1 text-xs ring-1 transition',
                called.has(call.key)
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'bg-white text-slate-700 ring-slate-200 hover:ring-brand-300',
              )}
            >
              {call.type === 'image' ? call.caption || `Image ${call.key + 1}` : call.caption || call.value}
            </button>
          ))}
        </div>
      </fieldset>
      <Button onClick={check} disabled={serial.trim() === ''}>
        Check card
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {result ? <CheckedCard result={result} /> : null}
    </section>
  );
}

function CheckedCard({ result }: { result: CheckResult }) {
  return (
    <div className="space-y-3" data-testid="checker-result">
      <p className="text-sm font-medium text-slate-800">
        {result.serialLabel} · Set {result.setCode}:{' '}
        {result.completed.length === 0
          ? 'no pattern completed yet.'
          : `completed ${result.completed.map((p) => p.name).join(', ')}.`}
      </p>
      <div
        className="grid gap-1"
        style={{ gridTemplateColumns: `repeat(${result.columns}, minmax(0, 1fr))` }}
      >
        {result.cells.map((cell, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions on the card
            key={i}
            className={cn(
              'grid aspect-square place-items-center overflow-hidden rounded-md p-0.5 text-center text-[10px] leading-tight break-words',
              cell.key === null
                ? 'bg-slate-100'
                : cell.called
                  ? 'bg-brand-600 text-white'
                  : 'bg-white ring-1 ring-slate-200',
            )}
          >
            {cell.label}
          </div>
        ))}
      </div>
    </div>
  );
}
