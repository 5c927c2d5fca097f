import { Palette } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { cn } from '../../ui/cn.ts';
import { Logo } from '../../ui/Logo.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useCard } from '../cards/useCard.ts';
import { accentHex, themeStyle } from './board/theme.ts';
import { ConnectionBadge } from './ConnectionBadge.tsx';
import { LastCalls } from './calls/LastCalls.tsx';
import { hasGameSession, sessionUserId, startGuestSession } from './gameSession.ts';
import { choosePlayerModal } from './modalChoice.ts';
import { ConnectionLayer } from './modals/ConnectionLayer.tsx';
import { type CardLook, CardLookModal } from './player/CardLookModal.tsx';
import { PlayerCard } from './player/PlayerCard.tsx';
import { PlayerModals } from './player/PlayerModals.tsx';
import { useRoomStatus } from './player/roomStatus.ts';
import { useGame, useGameClient } from './useGame.ts';
import { useGameToasts } from './useGameToasts.ts';

/** /game/{id}/: a player's phone. Join, watch the calls, mark the card, call bingo. */
export function PlayerPage() {
  const { cardId = '' } = useParams();
  const client = useGameClient(cardId, 'player');
  const store = useGame(client);
  const { view, connection } = store;
  const card = useCard(cardId);
  const [hasSession, setHasSession] = useState(hasGameSession);
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [lookOpen, setLookOpen] = useState(false);
  const title = view.bingoCard?.cardTitle ?? card.data?.cardTitle ?? '';
  useDocumentTitle(title ? `Playing ${title}` : 'Bingo game');
  useGameToasts(client, { joinGame: () => client.join() });

  // No session means no socket yet: ask over HTTP whether there is a game before asking for a name.
  const room = useRoomStatus(cardId, !hasSession);
  const modal = choosePlayerModal(view, { hasSession, room });
  useEffect(() => {
    if (modal !== 'join') setJoining(false);
  }, [modal]);

  async function join(username?: string) {
    setJoinError(null);
    setJoining(true);
    if (!hasGameSession()) {
      const started = await startGuestSession(username ?? '');
      if (!started.ok) {
        setJoining(false);
        setJoinError(started.message);
        return;
      }
      setHasSession(true);
    }
    client.join(username);
  }

  const own = view.playerState?.userGameSettings ?? {};
  const settings = view.gameSettings;
  const look: CardLook = {
    markerStyle: own.markerStyle ?? settings?.markerStyle ?? 'outline-circle',
    markerColor: own.markerColor ?? settings?.markerColor ?? '#4f46e5',
    accentColor: own.accentColor ?? settings?.accentColor ?? 'indigo',
    backgroundTheme: own.backgroundTheme ?? settings?.backgroundTheme ?? 'default',
  };
  const accent = accentHex(look.accentColor);
  const theme = themeStyle(look.backgroundTheme);
  const joined = view.playerState?.status === 'JOINED';
  const prior = settings?.hideCalls ? 0 : (settings?.priorCalls ?? 5);

  return (
    <div
      className="min-h-dvh"
      style={theme.style}
      data-testid="player-page"
      data-game-status={view.gameStatus}
    >
      <header className="mx-auto flex max-w-xl items-center justify-between gap-2 px-3 pt-2">
        <div className={cn('min-w-0', theme.dark && '[&_a]:text-white')}>
          <Logo />
        </div>
        <div className="flex items-center gap-2">
          {hasSession ? <ConnectionBadge connection={connection} dark={theme.dark} /> : null}
          {joined ? (
            <button
              type="button"
              onClick={() => setLookOpen(true)}
              aria-label="Card style"
              className="grid size-11 place-items-center rounded-full bg-white text-slate-700 ring-1 ring-slate-200"
            >
              <Palette aria-hidden="true" className="size-5" />
            </button>
          ) : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto flex max-w-xl flex-col gap-3 px-3 pt-2 pb-4">
        <h1
          className={cn(
            'truncate font-display text-xl font-semibold',
            theme.dark ? 'text-white' : 'text-slate-900',
          )}
        >
          {title || 'Bingo'}
        </h1>
        <LastCalls calls={view.calledItems} prior={prior} accent={accent} dark={theme.dark} />
        {joined ? (
          <PlayerCard client={client} view={view} look={{ ...look, accent }} />
        ) : (
          <p
            className={cn(
              'rounded-2xl p-6 text-center',
              theme.dark ? 'bg-white/10 text-white' : 'bg-white text-slate-600',
            )}
          >
            Your card appears here once you join.
          </p>
        )}
      </main>
      <PlayerModals
        modal={modal}
        view={view}
        cardTitle={title}
        myUserId={sessionUserId()}
        joining={joining}
        joinError={joinError}
        onJoin={(name) => void join(name)}
        onRequestRejoin={() => client.send('REJOIN_GAME')}
      />
      <CardLookModal
        open={lookOpen}
        onOpenChange={setLookOpen}
        look={look}
        onChange={(patch) => client.send('UPDATE_PLAYER_STATE', { userGameSettings: patch })}
      />
      <ConnectionLayer client={client} store={store} />
    </div>
  );
}
