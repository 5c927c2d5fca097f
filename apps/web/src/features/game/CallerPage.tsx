import { useState } from 'react';
import { useParams } from 'react-router';
import { Logo } from '../../ui/Logo.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useCard } from '../cards/useCard.ts';
import { calledKeySet } from './applyEvent.ts';
import { accentHex } from './board/theme.ts';
import { ConnectionBadge } from './ConnectionBadge.tsx';
import { BingoReviewModal } from './caller/BingoReviewModal.tsx';
import { CallBoard } from './caller/CallBoard.tsx';
import { CallerSidebar } from './caller/CallerSidebar.tsx';
import { CallPanel } from './caller/CallPanel.tsx';
import {
  CallerGameOnHoldModal,
  CallerGameSavedModal,
  CreateGameModal,
  UpgradeModal,
} from './caller/callerStatusModals.tsx';
import { EndGameConfirmModal } from './caller/EndGameConfirmModal.tsx';
import { NotTheCallerNotice } from './caller/NotTheCallerNotice.tsx';
import { RejoinRequestListModal } from './caller/RejoinRequestListModal.tsx';
import { useCallAnnouncer } from './caller/useCallAnnouncer.ts';
import { useCreateGame } from './caller/useCreateGame.ts';
import { useLeaveProtection } from './caller/useLeaveProtection.ts';
import { ViewPlayerCardModal } from './caller/ViewPlayerCardModal.tsx';
import { WinnersList } from './caller/WinnersList.tsx';
import { hasGameSession } from './gameSession.ts';
import { chooseCallerModal } from './modalChoice.ts';
import { ConnectionLayer } from './modals/ConnectionLayer.tsx';
import { useGame, useGameClient } from './useGame.ts';
import { useGameToasts } from './useGameToasts.ts';

/** /caller/{id}/: the host's console for a live game of one card. */
export function CallerPage() {
  const { cardId = '' } = useParams();
  if (!hasGameSession()) return <NotTheCallerNotice roomId={cardId} />;
  return <CallerConsole roomId={cardId} />;
}

function CallerConsole({ roomId }: { roomId: string }) {
  const client = useGameClient(roomId, 'caller');
  const store = useGame(client);
  const { view, connection } = store;
  const card = useCard(roomId);
  const [viewing, setViewing] = useState<string | null>(null);
  const [requestsOpen, setRequestsOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [allowRedirect, setAllowRedirect] = useState(false);
  const { creating, create } = useCreateGame(client);
  const title = view.bingoCard?.cardTitle ?? card.data?.cardTitle ?? '';
  useDocumentTitle(title ? `Hosting ${title}` : 'Host a game');
  useCallAnnouncer(client);
  useGameToasts(client, {
    restart: () => client.send('RESTART_GAME'),
    finish: () => client.send('FINISH_GAME'),
    startGame: () => client.send('START_GAME'),
    viewRequests: () => setRequestsOpen(true),
    upgrade: () => setUpgradeOpen(true),
  });
  const status = view.gameStatus;
  const protect = view.synced && status !== 0 && status !== 5 && !upgradeOpen && !allowRedirect;
  const blocker = useLeaveProtection({ active: protect, roomId, token: () => client.currentToken() });

  if (store.notCaller) return <NotTheCallerNotice roomId={roomId} />;

  function leaveAfter(command: 'SAVE_GAME' | 'FINISH_GAME') {
    if (status >= 2) client.send(command);
    setAllowRedirect(true);
    if (blocker.state === 'blocked') blocker.proceed();
  }

  const modal = chooseCallerModal(view);
  const accent = accentHex(view.gameSettings?.accentColor);
  return (
    <div className="min-h-dvh bg-paper" data-testid="caller-page" data-game-status={status}>
      <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-paper/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4">
          <Logo />
          <ConnectionBadge connection={connection} />
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto grid max-w-7xl gap-6 px-4 py-5 lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <div className="flex min-w-0 flex-col gap-5">
          <h1 className="truncate font-display text-2xl font-semibold text-slate-900">
            <span className="text-slate-500">Hosting</span> {title || 'your game'}
          </h1>
          <CallPanel view={view} client={client} accent={accent} />
          <WinnersList winners={view.winnerList} />
          {view.callItems.length > 0 ? (
            <CallBoard items={view.callItems} called={calledKeySet(view.calledItems)} accent={accent} />
          ) : null}
        </div>
        <aside aria-label="Players and settings" className="min-w-0">
          {view.synced ? (
            <CallerSidebar
              roomId={roomId}
              view={view}
              client={client}
              onViewCard={(userId) => {
                setViewing(userId);
                client.send('GET_PLAYER_STATE', { userId });
              }}
              onOpenRequests={() => setRequestsOpen(true)}
            />
          ) : null}
        </aside>
      </main>
      <CreateGameModal open={modal === 'createGame'} busy={creating} onCreate={() => create(card.data)} />
      <CallerGameOnHoldModal
        open={modal === 'onHold'}
        onResume={() => client.send('RESUME_GAME')}
        onSave={() => client.send('SAVE_GAME')}
      />
      <CallerGameSavedModal
        open={modal === 'saved'}
        until={view.saveUpToDate}
        onResume={() => client.send('RESUME_GAME')}
      />
      <BingoReviewModal open={modal === 'bingoReview'} view={view} client={client} />
      <ViewPlayerCardModal userId={viewing} view={view} onClose={() => setViewing(null)} />
      <RejoinRequestListModal
        open={requestsOpen}
        onOpenChange={setRequestsOpen}
        view={view}
        client={client}
      />
      <UpgradeModal open={upgradeOpen} onClose={() => setUpgradeOpen(false)} capacity={view.playerCapacity} />
      <EndGameConfirmModal
        open={blocker.state === 'blocked'}
        onSaveAndLeave={() => leaveAfter('SAVE_GAME')}
        onEndAndLeave={() => leaveAfter('FINISH_GAME')}
        onStay={() => blocker.reset?.()}
      />
      <ConnectionLayer client={client} store={store} />
    </div>
  );
}
