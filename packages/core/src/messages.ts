/** Toasts of spec §8: title, description and duration in ms (Infinity = until dismissed). */
export interface ToastText {
  title: string;
  description?: string;
  duration: number;
}

export const DEFAULT_TOAST_MS = 5000;

export const TOASTS = {
  cardBlank: {
    title: 'Your card is blank',
    description: 'Add items before starting the game.',
    duration: 3000,
  },
  genericError: { title: 'Oops! Something went wrong.', description: 'Please try again.', duration: 6000 },
  requestFailed: {
    title: 'Oops! Something went wrong.',
    description: 'We are unable to process your request. Please try again.',
    duration: 6000,
  },
  invalidFile: { title: 'Invalid file type or size.', duration: 6000 },
  linkCopied: { title: 'Link copied to clipboard', duration: DEFAULT_TOAST_MS },
  copyFailed: { title: 'Failed to copy', duration: DEFAULT_TOAST_MS },
} as const satisfies Record<string, ToastText>;

/** Messages of spec §8 used by the API and the web app. */
export const MESSAGES = {
  notAuthorised: 'You are not authorised to make this request.',
  cardCreateDefault: "Card Couldn't be created, Please try again.",
  unableToCreateCard: 'Unable to create card.',
  cardCreationFailed: 'card_creation_failed',
  imageUploadFailed: 'image_upload_failed',
  failedToFetchCard: 'Failed to fetch card.',
  failedToFetchCards: 'Failed to fetch cards',
  somethingWentWrong: 'Something went wrong.',
  networkError: 'Network error occurred while processing the request.',
  cardNotFound: 'Card not found.',
  notYourCard: 'Only the owner of this card can change it.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request is too large.',
} as const;
