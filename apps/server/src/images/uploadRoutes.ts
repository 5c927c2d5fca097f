import { randomUUID } from 'node:crypto';
import { filesNotProcessedMessage, INVALID_FILE_TITLE } from '@bingo/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../appDeps.ts';
import { createAuthenticate, requireUser } from '../auth/authenticate.ts';
import { isValidBlobKey } from '../blobs/blobStore.ts';
import { authorizeCardWrite } from '../cards/authorizeCardWrite.ts';
import { removeBlobs, requireCard, requireWritableCard } from '../cards/cardAccess.ts';
import { ok } from '../http/envelope.ts';
import { HttpError } from '../http/httpError.ts';
import { parseOrThrow } from '../http/validate.ts';
import { processUploadedImage } from './imagePipeline.ts';
import { type CardImage, deleteCardImages, insertCardImages } from './imageRepo.ts';
import { readUploadedFiles } from './readUploadedFiles.ts';

const UploadQuerySchema = z.object({ card_id: z.string().max(64) });
const DeleteImagesBodySchema = z.object({
  card_id: z.string().max(64),
  images: z.array(z.string().max(2000)).max(100),
});

export interface UploadedImageView {
  url: string;
  width: number;
  height: number;
  name: string;
}

export function imageUrl(key: string): string {
  return `/uploads/${key}`;
}

export function registerUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  const authenticate = createAuthenticate(deps.accessTokens);

  app.post('/api/cards/fileUpload', { preHandler: authenticate }, async (request) => {
    const user = requireUser(request);
    const { card_id: cardId } = parseOrThrow(UploadQuerySchema, request.query, 'query');
    authorizeCardWrite(await requireCard(deps.db, cardId), user);

    const files = await readUploadedFiles(request);
    const accepted: Array<CardImage & { stored: Buffer }> = [];
    for (const file of files) {
      const image = file.bytes && (await processUploadedImage(file.bytes, deps.imageResizeWidth));
      if (!image) continue;
      const id = randomUUID();
      accepted.push({
        id,
        cardId,
        userId: user.userId,
        blobKey: `${id}.webp`,
        name: file.name,
        width: image.width,
        height: image.height,
        bytes: image.bytes.length,
        stored: image.bytes,
      });
    }
    const rejected = files.length - accepted.length;
    if (accepted.length === 0) throw new HttpError(400, INVALID_FILE_TITLE, { rejected });

    await storeAllOrNothing(deps, accepted);
    const images: UploadedImageView[] = accepted.map((a) => ({
      url: imageUrl(a.blobKey),
      width: a.width,
      height: a.height,
      name: a.name,
    }));
    return ok({ images, rejected }, rejected > 0 ? filesNotProcessedMessage(rejected) : '');
  });

  app.post('/api/cards/delete-images', { preHandler: authenticate }, async (request) => {
    const user = requireUser(request);
    const body = parseOrThrow(DeleteImagesBodySchema, request.body);
    const keys = body.images.map(keyFromUrl).filter((key): key is string => key !== null);
    const deleted = await deps.db.transaction(async (tx) => {
      await requireWritableCard(tx, body.card_id, user);
      return deleteCardImages(tx, body.card_id, keys);
    });
    await removeBlobs(deps, deleted);
    return ok({ deleted: deleted.length });
  });
}

/** Files first, then rows in one transaction; when anything fails, the files written so far go again. */
async function storeAllOrNothing(
  deps: AppDeps,
  images: Array<CardImage & { stored: Buffer }>,
): Promise<void> {
  const written: string[] = [];
  try {
    for (const image of images) {
      await deps.blobs.put(image.blobKey, image.stored, 'image/webp');
      written.push(image.blobKey);
    }
    await deps.db.transaction((tx) => insertCardImages(tx, images));
  } catch (error) {
    await removeBlobs(deps, written);
    throw error;
  }
}

/** '/uploads/<key>', an absolute URL ending in it, or the bare key. */
function keyFromUrl(url: string): string | null {
  const key = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  return isValidBlobKey(key) ? key : null;
}
