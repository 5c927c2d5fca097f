import type { Card, DealtCard } from '@bingo/core';
import { DEFAULT_PLAYER_CAPACITY, dealCard } from '@bingo/core';
import { Radio, Shuffle, Smartphone, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useCard } from '../cards/useCard.ts';
import { BingoBoard } from '../game/BingoBoard.tsx';
import { AnonymousPlayModal } from './AnonymousPlayModal.tsx';
import { sessionRole } from './useSessionRole.ts';

/** A sample the way the server deals (Math.random is fine for a preview; real cards come from the server). */
function sampleDeal(card: Card): DealtCard | null {
  try {
    return dealCard(card, Math.random);
  } catch {
    return null;
  }
}

function SampleCard({ card }: { card: Card }) {
  const [dealt, setDealt] = useState(() => sampleDeal(card));
  const headers =
    card.cardType === 'traditional' && card.cardGrid === 5
      ? card.cardSettings.headerText.split(',')
      : undefined;
  return (
    <section
      aria-labelledby="sample-heading"
      className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="sample-heading" className="font-display text-lg font-semibold text-slate-900">
          What players will see
        </h2>
        <Button variant="ghost" size="sm" onClick={() => setDealt(sampleDeal(card))}>
          <Shuffle aria-hidden="true" /> Deal another
        </Button>
      </div>
      <p className="text-sm text-slate-600">
        Every player gets a different card, dealt by the server when they join.
      </p>
      {dealt ? (
        <div className="mx-auto w-full max-w-sm" data-testid="sample-card">
          <BingoBoard
            card={dealt}
            marked={new Set()}
            headers={headers}
            freeSpaceText={card.cardSettings.freeSpaceText}
            markerStyle={card.playingSettings.markerStyle}
            markerColor={card.playingSettings.markerColor}
            accent="#4f46e5"
            label="Sample player card"
            testId="sample-board"
          />
        </div>
      ) : (
        <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          Add items to the card to deal a sample.
        </p>
      )}
    </section>
  );
}

/** The play tab of /play/{id}/: the host's way into a live game from a card. */
export function PlayTab({ cardId }: { cardId: string }) {
  const card = useCard(cardId);
  const navigate = useNavigate();
  const [askAnonymous, setAskAnonymous] = useState(false);
  if (card.isPending) {
    return (
      <div className="grid place-items-center py-24">
        <Spinner className="size-8 text-brand-600" label="Loading the card" />
      </div>
    );
  }
  if (!card.data) return <p className="py-12 text-center text-slate-600">This card could not be loaded.</p>;
  const owner = card.data.isEditable;
  const host = () => navigate(`/caller/${cardId}/`);
  return (
    <div data-testid="play-tab" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <SampleCard card={card.data} />
      <section
        aria-labelledby="host-heading"
        className="flex flex-col gap-4 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100"
      >
        <h2
          id="host-heading"
          className="flex items-center gap-2 font-display text-2xl font-semibold text-slate-900"
        >
          <Radio aria-hidden="true" className="size-6 text-brand-700" /> Play live
        </h2>
        <ul className="flex flex-col gap-3 text-sm text-slate-700">
          <li className="flex gap-2">
            <Smartphone aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            Players join on their phones from a link or a QR code; no app, no account.
          </li>
          <li className="flex gap-2" data-testid="room-capacity">
            <Users aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            Up to {DEFAULT_PLAYER_CAPACITY} players per room on the free plan.
          </li>
        </ul>
        {owner ? (
          <Button size="lg" onClick={() => (sessionRole() === 'anon' ? setAskAnonymous(true) : host())}>
            Host a live game
          </Button>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              Only the card's owner can host it. You can join their game as a player.
            </p>
            <Link to={`/game/${cardId}/`} className={buttonClass('primary', 'lg')}>
              Join as a player
            </Link>
          </>
        )}
      </section>
      <AnonymousPlayModal
        open={askAnonymous}
        onOpenChange={setAskAnonymous}
        cardId={cardId}
        onContinue={host}
      />
    </div>
  );
}
