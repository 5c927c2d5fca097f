import { MESSAGES } from '@bingo/core';

/**
 * Messages of the API that the spec's catalogue (MESSAGES in @bingo/core) does not cover.
 * Candidates to move into core once the web app needs them too.
 */
export const SERVER_MESSAGES = {
  ...MESSAGES,
  cardCreated: 'Card created',
  routeNotFound: 'There is no such API route.',
  invalidRefreshToken: 'The session has expired. Please log in again.',
  tooManyFiles: 'Please upload at most 5 files at a time.',
  notMultipart: 'Please send the images as multipart/form-data in the field card_image.',
  unsupportedMediaType: 'Please send the request body as application/json.',
  oneProfileImage: 'Please send one image as multipart/form-data in the field profile_image.',
  imageNotFound: 'Image not found.',
  badUrl: 'The request URL is not valid.',
} as const;
