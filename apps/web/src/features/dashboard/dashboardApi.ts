import type { Card } from '@bingo/core';
import { authedRequest } from '../../api/authedRequest.ts';
import { type AddressInfo, keepSignedIn, type Viewer } from '../auth/authApi.ts';

/** Spec §9: user card lists show 9 a page; the dashboard shows the 4 most recently modified. */
export const CARDS_PER_PAGE = 9;
export const RECENT_CARDS = 4;

type SignedInAnswer = Parameters<typeof keepSignedIn>[0];

export const dashboardApi = {
  listCards: (page: number, title: string) =>
    authedRequest<{ cards: Card[]; count: number }>(
      `/api/cards?page=${page}&size=${CARDS_PER_PAGE}${title ? `&cardTitle=${encodeURIComponent(title)}` : ''}`,
    ),
  recentCards: () => authedRequest<Card[]>(`/api/cards/recently-modified?size=${RECENT_CARDS}`),
  duplicateCard: (cardId: string) =>
    authedRequest<{ cardId: string }>(`/api/cards/duplicate/${cardId}`, { method: 'POST' }),
  deleteCard: (cardId: string) => authedRequest<unknown>(`/api/cards/${cardId}`, { method: 'DELETE' }),
  viewer: () => authedRequest<Viewer>('/api/users/me'),
  updateProfile: (patch: {
    firstName?: string;
    lastName?: string;
    addressInfo?: AddressInfo;
    tourComplete?: boolean;
  }) => authedRequest<Viewer>('/api/users/me', { method: 'PUT', json: patch }),
  sendEmailOtp: (newEmail: string) =>
    authedRequest<null>('/api/users/me/otp', { json: { updateAction: 'email', newEmail } }),
  confirmEmailOtp: (otp: string) =>
    authedRequest<{ viewer: Viewer }>('/api/users/me/update-via-otp', { json: { otp } }),
  async changePassword(currentPassword: string, newPassword: string) {
    const result = await authedRequest<SignedInAnswer>('/api/users/me/password', {
      json: { currentPassword, newPassword },
    });
    // The server ended every session, this one included, and handed back a new one.
    if (result.status && result.data) keepSignedIn(result.data);
    return result;
  },
  uploadProfileImage(file: File) {
    const form = new FormData();
    form.append('profile_image', file, file.name);
    return authedRequest<{ userProfileImg: string }>('/api/users/me/profile-image', { method: 'POST', form });
  },
  removeProfileImage: () =>
    authedRequest<{ userProfileImg: null }>('/api/users/me/profile-image', { method: 'DELETE' }),
  signOutEverywhere: () => authedRequest<null>('/api/users/me/sign-out-everywhere', { method: 'POST' }),
};

/** The viewer for react-query: an error (shown by the page) unless the server answered with it. */
export async function loadViewer(): Promise<Viewer> {
  const result = await dashboardApi.viewer();
  if (!result.status || !result.data) throw new Error(result.message);
  return result.data;
}
