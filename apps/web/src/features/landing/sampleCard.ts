import type { CardPayload } from '@bingo/core';
import { defaultCardPayload } from '@bingo/core';

const WORDS = [
  'Sunscreen',
  'Ice cream',
  'Beach ball',
  'Sandcastle',
  'Seagull',
  'Flip-flops',
  'Picnic',
  'Kite',
  'Lemonade',
  'Sunglasses',
  'Shell',
  'Hammock',
  'Watermelon',
  'Bucket',
  'Crab',
  'Surfboard',
  'Rainbow',
  'Bicycle',
  'Campfire',
  'Paddle',
  'Postcard',
  'Starfish',
  'Sun hat',
  'Lighthouse',
];

/** The card on the landing page: a finished-looking summer word card, built from the real model. */
export const SAMPLE_CARD: CardPayload = defaultCardPayload({
  cardTitle: 'Summer Bingo',
  cardType: 'text',
  cardGrid: 5,
  cardItems: {
    textItems: WORDS.map((value, i) => ({ id: `sample-${i}`, type: 'text', value })),
    imageItems: [],
  },
  cardSettings: { freeSpaceText: 'Free Space' },
  cardStyle: {
    cardBgColor: '#fffbeb',
    titleFont: 'Fredoka',
    titleColor: '#312e81',
    headerFont: 'Fredoka',
    headerBgColor: '#4f46e5',
    gridColors: 'multicolored',
    gridColorOdd: '#ffffff',
    gridColorEven: '#eef2ff',
    gridBorderColor: '#c7d2fe',
    itemFont: 'Nunito',
    itemFontWeight: 700,
    textColor: '#1e1b4b',
    freeSpaceColor: '#fbbf24',
    freeSpaceTextColor: '#312e81',
  },
});
