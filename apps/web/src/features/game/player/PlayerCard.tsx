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

/**
 * On a desktop a square card would grow as wide as the page and push the Bingo button below the fold:
 * its width is capped by the viewport height minus what sits above and below it (header, title, calls,
 * column letters, button). Phones in portrait are never capped (844 - 304 > 390); the floor keeps a
 * landscape phone's squares big enough to tap.
 */
const SQUARE_CARD_MAX_WIDTH = 'max(20rem, calc(100dvh - 19rem))';

/**
 * The player's own card with tap-to-mark and the Bingo button. On a phone it takes the full width
 * but for a 4 px margin (the page keeps 12 px for its text), because a 9-column ticket needs every
 * pixel to give its squares a usable width.
 */
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
    <div className="-mx-2 sm:mx-0" data-testid="player-card">
      <div
        className="mx-auto flex w-full flex-col gap-3"
        style={{ maxWidth: me.cardItems.columns >= 9 ? undefined : SQUARE_CARD_MAX_WIDTH }}
      >
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
    </div>
  );
}
