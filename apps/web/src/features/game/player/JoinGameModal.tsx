import { UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { InfoModal } from '../modals/InfoModal.tsx';

interface JoinGameModalProps {
  open: boolean;
  cardTitle: string;
  busy: boolean;
  error: string | null;
  onJoin: (username: string) => void;
}

/** Spec §2 join game: a name is all a player needs (guests get a session when they join). */
export function JoinGameModal({ open, cardTitle, busy, error, onJoin }: JoinGameModalProps) {
  const [name, setName] = useState('');
  const trimmed = name.trim();
  function submit(e: FormEvent) {
    e.preventDefault();
    if (trimmed) onJoin(trimmed);
  }
  return (
    <InfoModal
      open={open}
      title="Join the game"
      description={cardTitle ? `You are joining “${cardTitle}”.` : 'Enter your name to get your card.'}
      icon={<UserRound />}
      testId="join-game-modal"
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Your name"
          value={name}
          onValueChange={setName}
          maxLength={40}
          autoComplete="nickname"
          placeholder="e.g. Sam"
          hint="Other players and the caller see this name."
        />
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={!trimmed || busy}>
          {busy ? 'Joining…' : 'Join game'}
        </Button>
      </form>
    </InfoModal>
  );
}
