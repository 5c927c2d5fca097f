import { useState } from 'react';
import type { GameView } from '../gameView.ts';
import type { PlayerModal } from '../modalChoice.ts';
import { GameFinishedModal } from './GameFinishedModal.tsx';
import { JoinGameModal } from './JoinGameModal.tsx';
import {
  BingoInReviewModal,
  GameOnHoldModal,
  GamePausedModal,
  GameSavedModal,
  PlayerBlacklistedModal,
  PlayerRemovedModal,
  RoomFullModal,
  RoomNotCreatedModal,
  SignupRequiredModal,
  VacancyJoinRoomModal,
  WaitingForGameStartModal,
} from './statusModals.tsx';

interface PlayerModalsProps {
  modal: PlayerModal | null;
  view: GameView;
  cardTitle: string;
  myUserId: string | null;
  joining: boolean;
  joinError: string | null;
  onJoin: (username?: string) => void;
  onRequestRejoin: () => void;
}

/**
 * Shows the one modal the spec's choice picks. Status modals may be closed to look at the card; a
 * closed one stays closed until the choice changes (paused, then resumed, then paused again opens it).
 */
export function PlayerModals({
  modal,
  view,
  cardTitle,
  myUserId,
  joining,
  joinError,
  onJoin,
  onRequestRejoin,
}: PlayerModalsProps) {
  const [closed, setClosed] = useState<string | null>(null);
  const key = `${modal}:${view.gameStatus}:${view.roundId}`;
  const is = (name: PlayerModal) => modal === name && closed !== key;
  const close = () => setClosed(key);
  return (
    <>
      <JoinGameModal
        open={is('join')}
        cardTitle={cardTitle}
        busy={joining}
        error={joinError}
        onJoin={onJoin}
      />
      <SignupRequiredModal
        open={is('signupRequired')}
        here={typeof location === 'undefined' ? '/' : location.pathname}
      />
      <RoomNotCreatedModal open={is('roomNotCreated')} />
      <WaitingForGameStartModal
        open={is('waiting')}
        onClose={close}
        joined={view.joinedCount}
        capacity={view.playerCapacity}
      />
      <GamePausedModal open={is('paused')} onClose={close} />
      <GameOnHoldModal open={is('onHold')} onClose={close} />
      <GameSavedModal open={is('saved')} onClose={close} until={view.saveUpToDate} />
      <BingoInReviewModal
        open={is('inReview')}
        onClose={close}
        names={view.bingoRequests.map((p) => p.username)}
      />
      <RoomFullModal open={is('roomFull')} />
      <VacancyJoinRoomModal open={is('vacancy')} onJoin={() => onJoin()} />
      <PlayerRemovedModal open={is('removed')} pending={view.rejoinPending} onRequest={onRequestRejoin} />
      <PlayerBlacklistedModal open={is('blacklisted')} />
      <GameFinishedModal
        open={is('gameFinished')}
        winners={view.winnerList}
        reason={view.finishReason}
        myUserId={myUserId}
        canJoinNext={view.gameStatus === 1}
        onJoinNext={() => onJoin()}
        onClose={close}
      />
    </>
  );
}
