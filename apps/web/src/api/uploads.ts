import { authedRequest } from './authedRequest.ts';
import type { ApiResult } from './request.ts';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  name: string;
}

export interface UploadBatchResult {
  images: UploadedImage[];
  rejected: number;
}

/** POST /api/cards/fileUpload: at most five files per call (the caller batches). */
export function uploadImageBatch(
  cardId: string,
  files: readonly File[],
): Promise<ApiResult<UploadBatchResult>> {
  const form = new FormData();
  for (const file of files) form.append('card_image', file, file.name);
  return authedRequest<UploadBatchResult>(`/api/cards/fileUpload?card_id=${encodeURIComponent(cardId)}`, {
    method: 'POST',
    form,
  });
}

/** POST /api/cards/delete-images: frees images the card no longer uses. */
export function deleteImages(cardId: string, urls: readonly string[]): Promise<ApiResult<unknown>> {
  return authedRequest('/api/cards/delete-images', { json: { card_id: cardId, images: urls } });
}
