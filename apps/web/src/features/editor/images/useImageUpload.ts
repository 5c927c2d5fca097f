import {
  filesNotProcessedMessage,
  INVALID_FILE_TITLE,
  isAcceptableUpload,
  MESSAGES,
  TOASTS,
  uploadBatches,
} from '@bingo/core';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import type { UploadedImage } from '../../../api/uploads.ts';
import { uploadImageBatch } from '../../../api/uploads.ts';
import { useEditor } from '../EditorContext.tsx';

export interface UploadProgress {
  done: number;
  total: number;
}

/**
 * Uploads pictures for the card: files the browser can already tell are wrong are skipped, the rest
 * go up five at a time (spec §9), and one toast sums up everything that was not processed.
 */
export function useImageUpload() {
  const { cardId } = useEditor();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const upload = useCallback(
    async (files: readonly File[]): Promise<UploadedImage[]> => {
      const acceptable = files.filter(isAcceptableUpload);
      let rejected = files.length - acceptable.length;
      let failed = false;
      const images: UploadedImage[] = [];
      setProgress({ done: 0, total: acceptable.length });
      let done = 0;
      for (const batch of uploadBatches(acceptable)) {
        const result = await uploadImageBatch(cardId, batch);
        if (result.status && result.data) {
          images.push(...result.data.images);
          rejected += result.data.rejected;
        } else if (result.httpStatus === 400) {
          rejected += batch.length;
        } else {
          failed = true;
        }
        done += batch.length;
        setProgress({ done, total: acceptable.length });
      }
      setProgress(null);
      if (rejected > 0) {
        toast.error(INVALID_FILE_TITLE, { description: filesNotProcessedMessage(rejected), duration: 6000 });
      }
      if (failed) {
        // image_upload_failed (spec §5): the server did not confirm the upload.
        console.warn(MESSAGES.imageUploadFailed);
        toast.error(TOASTS.requestFailed.title, {
          description: 'Some pictures could not be uploaded. Check your connection and try again.',
          duration: TOASTS.requestFailed.duration,
        });
      }
      return images;
    },
    [cardId],
  );

  return { upload, progress, busy: progress !== null };
}
