import type { CardGrid, CardPayload, CardType } from '@bingo/core';
import { BALL_COUNT_BY_GRID, gridShape } from '@bingo/core';

/** Changing the type keeps the items (switching back restores them); only the 90-ball grid is reset. */
export function withCardType(card: CardPayload, cardType: CardType): CardPayload {
  const cardGrid: CardGrid = cardType !== 'traditional' && card.cardGrid === 9 ? 5 : card.cardGrid;
  return { ...card, cardType, cardGrid };
}

export function gridOptions(cardType: CardType): { value: string; label: string }[] {
  // Traditional games read best in ball order: 30, 75, 80, 90.
  const grids: CardGrid[] = cardType === 'traditional' ? [3, 5, 4, 9] : [3, 4, 5];
  return grids.map((grid) => {
    const { rows, columns } = gridShape(grid);
    const size = `${columns}×${rows}`;
    return {
      value: String(grid),
      label: cardType === 'traditional' ? `${BALL_COUNT_BY_GRID[grid]} ball` : size,
    };
  });
}
