import type { DealtCard, Verification } from '@bingo/core';
import { CircleCheck, CircleX } from 'lucide-react';
import { BingoBoard } from '../BingoBoard.tsx';
import type { GameView } from '../gameView.ts';

interface ClaimedCardProps {
  view: GameView;
  card: DealtCard | null;
  markedKeys: readonly number[];
  verification: Verification | null;
  label: string;
}

/** A player's card as the caller checks it: marks, the pattern cells still missing, and uncalled marks. */
export function ClaimedCard({ view, card, markedKeys, verification, label }: ClaimedCardProps) {
  return (
    <div className="flex flex-col gap-3">
      {verification ? (
        <p
          data-testid="verification-result"
          data-valid={verification.valid}
          className={
            verification.valid
              ? 'flex items-center gap-2 rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-800'
              : 'flex items-center gap-2 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800'
          }
        >
          {verification.valid ? (
            <CircleCheck aria-hidden="true" className="size-5" />
          ) : (
            <CircleX aria-hidden="true" className="size-5" />
          )}
          {verification.valid
            ? 'Verified: the marks complete the pattern with called items.'
            : `Not verified: ${verification.missingCells.length} pattern square(s) missing, ${verification.uncalledMarks.length} mark(s) not called.`}
        </p>
      ) : null}
      {card ? (
        <div className="mx-auto w-full max-w-[18rem]">
          <BingoBoard
            card={card}
            marked={new Set(markedKeys)}
            freeSpaceText={view.bingoCard?.cardSettings.freeSpaceText ?? 'Free Space'}
            markerStyle="check"
            markerColor="#059669"
            accent="#4f46e5"
            missingCells={new Set(verification?.missingCells ?? [])}
            uncalledKeys={new Set(verification?.uncalledMarks ?? [])}
            label={label}
            testId="claimed-card"
          />
        </div>
      ) : (
        <p className="text-sm text-slate-500">Loading the card…</p>
      )}
    </div>
  );
}
