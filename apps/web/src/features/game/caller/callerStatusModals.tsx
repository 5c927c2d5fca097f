import { Clock, Play, Save, Sparkles, Trophy } from 'lucide-react';
import { Button } from '../../../ui/Button.tsx';
import { InfoModal } from '../modals/InfoModal.tsx';

/** Spec §2 create game: the room opens when the caller asks, with the card's playing settings. */
export function CreateGameModal({
  open,
  busy,
  onCreate,
}: {
  open: boolean;
  busy: boolean;
  onCreate: () => void;
}) {
  return (
    <InfoModal
      open={open}
      title="Create the game room"
      description="Open a room for this card. Players join from a link or QR code and get their own card."
      icon={<Sparkles />}
      testId="create-game-modal"
    >
      <Button size="lg" onClick={onCreate} disabled={busy}>
        {busy ? 'Creating…' : 'Create game'}
      </Button>
    </InfoModal>
  );
}

/** Spec §2 game on hold (caller): the game waited for the caller, who can pick it up again. */
export function CallerGameOnHoldModal({
  open,
  onResume,
  onSave,
}: {
  open: boolean;
  onResume: () => void;
  onSave: () => void;
}) {
  return (
    <InfoModal
      open={open}
      title="Game on hold"
      description="The game paused while you were away. Players are waiting for you."
      icon={<Clock />}
      testId="caller-on-hold-modal"
    >
      <Button size="lg" onClick={onResume}>
        <Play aria-hidden="true" /> Resume game
      </Button>
      <Button size="lg" variant="secondary" onClick={onSave}>
        <Save aria-hidden="true" /> Save for later
      </Button>
    </InfoModal>
  );
}

/** Spec §2 game saved (caller). */
export function CallerGameSavedModal({
  open,
  until,
  onResume,
}: {
  open: boolean;
  until: number | null;
  onResume: () => void;
}) {
  const date = until ? new Date(until).toLocaleDateString() : null;
  return (
    <InfoModal
      open={open}
      title="Game saved"
      description={`This game is saved${date ? ` until ${date}` : ''}. Resume whenever you are ready; players keep their cards.`}
      icon={<Save />}
      testId="caller-saved-modal"
    >
      <Button size="lg" onClick={onResume}>
        <Play aria-hidden="true" /> Resume game
      </Button>
    </InfoModal>
  );
}

/** The upgrade prompt behind the "Room limit reached" toast; plans are not on sale yet. */
export function UpgradeModal({
  open,
  onClose,
  capacity,
}: {
  open: boolean;
  onClose: () => void;
  capacity: number;
}) {
  return (
    <InfoModal
      open={open}
      onClose={onClose}
      title="Room limit reached"
      description={`Free rooms hold ${capacity} players. Bigger rooms come with the player-capacity booster, which will be available with plans soon.`}
      icon={<Trophy />}
      testId="upgrade-modal"
    >
      <Button size="lg" variant="secondary" onClick={onClose}>
        Got it
      </Button>
    </InfoModal>
  );
}
