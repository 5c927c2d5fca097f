import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import type { GameClient } from '../gameClient.ts';
import type { GameView } from '../gameView.ts';

/** Spec §2 rejoin request list: approve returns the player to the game; reject blacklists. */
export function RejoinRequestListModal({
  open,
  onOpenChange,
  view,
  client,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  view: GameView;
  client: GameClient;
}) {
  const requests = view.rejoinRequestsList;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Rejoin requests"
      testId="rejoin-requests-modal"
      className="max-w-md"
    >
      {requests.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No requests right now.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {requests.map((r) => (
            <li key={r.userId} className="flex items-center justify-between gap-3 py-3">
              <span className="truncate font-medium text-slate-900">{r.username || 'Player'}</span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  onClick={() =>
                    client.send('REJOIN_REQUEST_PROCESSED', { userId: r.userId, action: 'accept' })
                  }
                >
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() =>
                    client.send('REJOIN_REQUEST_PROCESSED', { userId: r.userId, action: 'reject' })
                  }
                >
                  Reject
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
