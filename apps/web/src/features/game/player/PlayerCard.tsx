import type { DealtCell } from '@bingo/core';
import { BingoBoard } from '../BingoBoard.tsx';
import type { GameClient } from '../gameClient.ts';
import { GAME_TOASTS } from '../gameToastTexts.ts';
import type { GameView } from '../gameView.ts';
import { showGameToast } from '../showGameToast.ts';
import { BingoButton } from './BingoButton.tsx';
import { tapDecision } from './tapDecision.ts';
import { useMarks } from './useMarks.ts';

interface PlayerCardProps {
  client: GameClient;
  view: GameView;
  look: { markerStyle: string; markerColor: string; accent: string };
}

/** Column letters for a 75-ball card, which players expect above the numbers. */
function headersFor(view: GameView): string[] | undefined {
  const card = view.bingoCard;
  if (card?.cardType !== 'traditional' || card.cardGrid !== 5) return undefined;
  return card.cardSettings.headerText.split(',').map((s) => s.trim());
}

/** The player's own card with tap-to-mark and the Bingo button. */
export function PlayerCard({ client, view, look }: PlayerCardProps) {
  const me = view.playerState;
  const { marked, setMark } = useMarks(me?.markedKeys ?? []);
  if (!me?.cardItems) return null;

  function press(cell: DealtCell) {
    const key = cell.key;
    const isMarked = key !== null && marked.has(key);
    const decision = tapDecision(view, cell, isMarked);
    if (decision === 'cantMarkEmpty')
      return showGameToast(GAME_TOASTS.cantMarkEmpty, { kind: 'warning', id: 'tap' });
    if (decision === 'autoDaubOn') return showGameToast(GAME_TOASTS.autoDaubOn, { id: 'tap' });
    if (decision === 'incorrectSelection') {
      return showGameToast(GAME_TOASTS.incorrectSelection, { kind: 'warning', id: 'tap' });
    }
    if (decision !== 'toggle' || key === null) return;
    if (client.send('MARK_NUMBER', { key, marked: !isMarked }, true)) setMark(key, !isMarked);
  }

  const claimed = view.bingoRequests.some((p) => p.userId === me.userId);
  const hasMarks = marked.size > 0;
  return (
    <div className="flex flex-col gap-3">
      <BingoBoard
        card={me.cardItems}
        marked={marked}
        headers={headersFor(view)}
        freeSpaceText={view.bingoCard?.cardSettings.freeSpaceText ?? 'Free Space'}
        markerStyle={look.markerStyle}
        markerColor={look.markerColor}
        accent={look.accent}
        onCellPress={press}
        label="Your bingo card"
        testId="player-board"
      />
      <BingoButton
        accent={look.accent}
        state={
          me.hasWon
            ? 'won'
            : claimed
              ? 'inReview'
              : [2, 3].includes(view.gameStatus) && hasMarks
                ? 'ready'
                : 'idle'
        }
        onPress={() => client.send('BINGO_REVIEW_REQUEST', {}, true)}
      />
    </div>
  );
}
