import { Modal } from '../../../ui/Modal.tsx';
import type { GameView } from '../gameView.ts';
import { ClaimedCard } from './ClaimedCard.tsx';

/** A player's card and marks as the server holds them (GET_PLAYER_STATE), with its verification. */
export function ViewPlayerCardModal({
  userId,
  view,
  onClose,
}: {
  userId: string | null;
  view: GameView;
  onClose: () => void;
}) {
  const fetched = view.viewedPlayer?.playerState.userId === userId ? view.viewedPlayer : null;
  const name =
    view.playerList.find((p) => p.userId === userId)?.username || fetched?.playerState.username || 'Player';
  return (
    <Modal
      open={userId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`${name}'s card`}
      testId="view-player-card-modal"
      className="max-w-lg"
    >
      <div className="mt-4">
        <ClaimedCard
          view={view}
          card={fetched?.playerState.cardItems ?? null}
          markedKeys={fetched?.playerState.markedKeys ?? []}
          verification={fetched?.verification ?? null}
          label={`${name}'s card`}
        />
      </div>
    </Modal>
  );
}
