import { Ban, Clock, Hourglass, Lock, Pause, Save, SearchCheck, Users, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../ui/Button.tsx';
import { InfoModal } from '../modals/InfoModal.tsx';

/** Props of the status modals a player may close to look at the card behind them. */
interface ClosableProps {
  open: boolean;
  onClose: () => void;
}

export function RoomNotCreatedModal({ open }: { open: boolean }) {
  return (
    <InfoModal
      open={open}
      title="Room not created"
      description="The caller has not opened this game yet. Keep this page open: it updates by itself."
      icon={<Clock />}
      testId="room-not-created-modal"
    />
  );
}

export function SignupRequiredModal({ open, here }: { open: boolean; here: string }) {
  return (
    <InfoModal
      open={open}
      title="Sign up or log in to play"
      description="The caller of this game asks players to have an account."
      icon={<Lock />}
      testId="signup-required-modal"
    >
      <Link to={`/login/?callbackUrl=${encodeURIComponent(here)}`} className={buttonClass('primary', 'lg')}>
        Log in
      </Link>
    </InfoModal>
  );
}

export function WaitingForGameStartModal({
  open,
  onClose,
  joined,
  capacity,
}: ClosableProps & { joined: number; capacity: number }) {
  return (
    <InfoModal
      open={open}
      onClose={onClose}
      title="Waiting for the game to start"
      description={`You're in. ${joined} of ${capacity} players have joined; the caller starts when everyone is ready.`}
      icon={<Hourglass />}
      testId="waiting-modal"
    />
  );
}

export function GamePausedModal({ open, onClose }: ClosableProps) {
  return (
    <InfoModal
      open={open}
      onClose={onClose}
      title="Game paused"
      description="The caller paused the game. Your card and marks are safe."
      icon={<Pause />}
      testId="game-paused-modal"
    />
  );
}

export function GameOnHoldModal({ open, onClose }: ClosableProps) {
  return (
    <InfoModal
      open={open}
      onClose={onClose}
      title="Game on hold"
      description="The caller lost their connection. The game continues as soon as they are back."
      icon={<Clock />}
      testId="game-on-hold-modal"
    />
  );
}

export function GameSavedModal({ open, onClose, until }: ClosableProps & { until: number | null }) {
  const date = until ? new Date(until).toLocaleDateString() : null;
  return (
    <InfoModal
      open={open}
      onClose={onClose}
      title="Game saved"
      description={`The caller saved this game to finish later${date ? ` (kept until ${date})` : ''}. Keep this link to come back.`}
      icon={<Save />}
      testId="game-saved-modal"
    />
  );
}

export function BingoInReviewModal({ open, onClose, names }: ClosableProps & { names: string[] }) {
  return (
    <InfoModal
      open={open}
      onClose={onClose}
      title="Bingo in review"
      description={`The caller is checking ${names.length > 0 ? names.join(', ') : 'a card'}. Calls continue after the review.`}
      icon={<SearchCheck />}
      testId="bingo-in-review-modal"
    />
  );
}

export function RoomFullModal({ open }: { open: boolean }) {
  return (
    <InfoModal
      open={open}
      title="Room full"
      description="Every seat is taken. Stay on this page: we will tell you as soon as a seat opens."
      icon={<Users />}
      testId="room-full-modal"
    />
  );
}

export function VacancyJoinRoomModal({ open, onJoin }: { open: boolean; onJoin: () => void }) {
  return (
    <InfoModal
      open={open}
      title="A seat is free"
      description="A place opened up in this game. Join now before someone else does."
      icon={<Users />}
      testId="vacancy-modal"
    >
      <Button size="lg" onClick={onJoin}>
        Join the game
      </Button>
    </InfoModal>
  );
}

export function PlayerRemovedModal({
  open,
  pending,
  onRequest,
}: {
  open: boolean;
  pending: boolean;
  onRequest: () => void;
}) {
  return (
    <InfoModal
      open={open}
      title="You were removed from the game"
      description={
        pending
          ? 'Your request to rejoin is waiting for the caller.'
          : 'You can ask the caller to let you back in.'
      }
      icon={<UserX />}
      testId="player-removed-modal"
    >
      <Button size="lg" onClick={onRequest} disabled={pending}>
        {pending ? 'Request sent' : 'Request to rejoin'}
      </Button>
    </InfoModal>
  );
}

export function PlayerBlacklistedModal({ open }: { open: boolean }) {
  return (
    <InfoModal
      open={open}
      title="You are blacklisted"
      description="The caller blocked you from this game. Contact the caller to get unblacklisted."
      icon={<Ban />}
      testId="player-blacklisted-modal"
    />
  );
}
