import type { BallCount } from '@bingo/core';
import { BALL_COUNTS, GRID_BY_BALL_COUNT, gridShape } from '@bingo/core';
import { ArrowLeft } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

interface TraditionalModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBack: () => void;
  onCreate: (ballCount: BallCount) => void;
  creating: boolean;
}

function gridLabel(ballCount: BallCount): string {
  const { rows, columns } = gridShape(GRID_BY_BALL_COUNT[ballCount]);
  return `${columns} × ${rows} grid`;
}

/** Spec §2 traditional step (500x390): pick the ball game, then create. */
export function TraditionalModal({ open, onOpenChange, onBack, onCreate, creating }: TraditionalModalProps) {
  const [ballCount, setBallCount] = useState<BallCount>(75);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      testId="traditional-modal"
      title="Traditional bingo"
      description="How many balls does your game use?"
      className="sm:min-h-[390px] sm:w-[500px]"
    >
      <RadioGroup.Root
        value={String(ballCount)}
        onValueChange={(v) => setBallCount(Number(v) as BallCount)}
        aria-label="Number of balls"
        className="mt-5 grid grid-cols-2 gap-3"
      >
        {BALL_COUNTS.map((count) => (
          <RadioGroup.Item
            key={count}
            value={String(count)}
            className="rounded-2xl p-3 text-left ring-1 ring-slate-200 transition hover:ring-brand-300 data-[state=checked]:bg-brand-50 data-[state=checked]:ring-2 data-[state=checked]:ring-brand-600"
          >
            <span className="block font-display text-xl font-semibold text-slate-900">{count} ball</span>
            <span className="block text-sm text-slate-600">{gridLabel(count)}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <div className="mt-auto flex items-center justify-between gap-3 pt-6">
        <Button variant="ghost" onClick={onBack} disabled={creating}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button size="lg" onClick={() => onCreate(ballCount)} disabled={creating} aria-busy={creating}>
          {creating ? <Spinner className="size-4" /> : null}
          {creating ? 'Creating…' : 'Create card'}
        </Button>
      </div>
    </Modal>
  );
}
