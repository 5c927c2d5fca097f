import type { FinishReason, Winner } from '@bingo/core';
import { Flag, PartyPopper, Trophy } from 'lucide-react';
import { Button } from '../../../ui/Button.tsx';
import { InfoModal } from '../modals/InfoModal.tsx';
import { type WinnerOutcome, winnerOutcome } from '../winnerOutcome.ts';

interface GameFinishedModalProps {
  open: boolean;
  winners: readonly Winner[];
  reason: FinishReason | null;
  myUserId: string | null;
  /** The game is over and a new one can be joined. */
  canJoinNext: boolean;
  onJoinNext: () => void;
  onClose: () => void;
}

function names(winners: readonly Winner[]): string {
  return winners.map((w) => w.username || 'A player').join(', ');
}

const TEXT: Record<WinnerOutcome, (w: readonly Winner[]) => { title: string; description: string }> = {
  youWon: () => ({ title: 'BINGO! You won!', description: 'The caller accepted your card. Well played!' }),
  otherWon: (w) => ({ title: `${names(w)} won`, description: 'Better luck next round.' }),
  multipleWinners: (w) => ({ title: 'We have several winners', description: `Winners: ${names(w)}.` }),
  noCallsLeft: () => ({
    title: 'All calls made',
    description: 'Every call was made and nobody claimed a win.',
  }),
  callerEnded: () => ({ title: 'Game ended', description: 'The caller ended the game.' }),
};

/** Spec §2 game finished, with the winner outcomes of §4. */
export function GameFinishedModal(props: GameFinishedModalProps) {
  const outcome = winnerOutcome(props.winners, props.reason, props.myUserId);
  const { title, description } = TEXT[outcome](props.winners);
  const icon =
    outcome === 'youWon' ? (
      <PartyPopper />
    ) : outcome === 'otherWon' || outcome === 'multipleWinners' ? (
      <Trophy />
    ) : (
      <Flag />
    );
  return (
    <InfoModal
      open={props.open}
      onClose={props.onClose}
      title={title}
      description={description}
      icon={icon}
      testId="game-finished-modal"
    >
      <p data-testid="winner-outcome" data-outcome={outcome} className="sr-only">
        {outcome}
      </p>
      {props.canJoinNext ? (
        <Button size="lg" onClick={props.onJoinNext}>
          Join the next game
        </Button>
      ) : null}
    </InfoModal>
  );
}
