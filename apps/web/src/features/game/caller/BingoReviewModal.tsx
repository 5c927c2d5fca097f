import { useEffect, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import type { GameClient } from '../gameClient.ts';
import type { GameView } from '../gameView.ts';
import { ClaimedCard } from './ClaimedCard.tsx';

/**
 * Spec §2 bingo in review (caller): one claim at a time with the server's verification shown; the
 * caller accepts (and continues or finishes) or rejects. Accepting an unverified claim is allowed
 * (human bingo), so the buttons stay enabled.
 */
export function BingoReviewModal({
  open,
  view,
  client,
}: {
  open: boolean;
  view: GameView;
  client: GameClient;
}) {
  const claim = view.claims[0];
  const userId = claim?.userId;
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    if (open && userId && asked !== userId) {
      setAsked(userId);
      client.send('GET_PLAYER_STATE', { userId });
    }
  }, [open, userId, asked, client]);
  if (!claim) return null;
  const player = view.playerList.find((p) => p.userId === claim.userId);
  const name = player?.username || 'A player';
  const fetched =
    view.viewedPlayer?.playerState.userId === claim.userId ? view.viewedPlayer.playerState.cardItems : null;
  const more = view.claims.length - 1;
  return (
    <Modal
      open={open}
      onOpenChange={() => undefined}
      dismissible={false}
      title={`${name} called Bingo!`}
      description={
        more > 0 ? `${more} more claim(s) waiting after this one.` : 'Check the card, then decide.'
      }
      testId="bingo-review-modal"
      className="max-w-lg"
    >
      <div className="mt-4">
        <ClaimedCard
          view={view}
          card={fetched}
          markedKeys={claim.markedKeys}
          verification={claim.verification}
          label={`${name}'s card`}
        />
      </div>
      <div className="mt-5 grid gap-2 sm:grid-cols-2">
        <Button
          size="lg"
          onClick={() =>
            client.send('UPDATE_REVIEW_REQUEST', { userId: claim.userId, action: 'CONTINUE_GAME' })
          }
        >
          Accept and continue
        </Button>
        <Button
          size="lg"
          variant="secondary"
          onClick={() =>
            client.send('UPDATE_REVIEW_REQUEST', { userId: claim.userId, action: 'FINISH_GAME' })
          }
        >
          Accept and finish
        </Button>
        <Button
          size="lg"
          variant="danger"
          onClick={() => client.send('REJECT_BINGO', { userId: claim.userId })}
        >
          Reject
        </Button>
        <Button
          size="lg"
          variant="ghost"
          onClick={() => client.send('VERIFY_BINGO', { userId: claim.userId })}
        >
          Check again
        </Button>
      </div>
    </Modal>
  );
}
