import { randomUUID } from 'node:crypto';
import { INVALID_FILE_TITLE } from '@bingo/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { createAuthenticate } from '../auth/authenticate.ts';
import { createRequireRole } from '../auth/requireRole.ts';
import { removeBlobs } from '../cards/cardAccess.ts';
import { ok } from '../http/envelope.ts';
import { HttpError } from '../http/httpError.ts';
import { SERVER_MESSAGES } from '../http/serverMessages.ts';
import { processUploadedImage } from '../images/imagePipeline.ts';
import { readUploadedFiles, type UploadFieldSpec } from '../images/readUploadedFiles.ts';
import { imageUrl } from '../images/uploadRoutes.ts';
import { ACCOUNT_MESSAGES } from './accountMessages.ts';
import { replaceProfileImageKey } from './accountRepo.ts';
import { requireAccount } from './profileRoutes.ts';

/** An avatar is shown small; 256 px on the longer side is sharp on high-density screens too. */
export const PROFILE_IMAGE_MAX_SIDE = 256;

const PROFILE_IMAGE_UPLOAD: UploadFieldSpec = {
  field: 'profile_image',
  maxFiles: 1,
  tooManyMessage: SERVER_MESSAGES.oneProfileImage,
  notMultipartMessage: SERVER_MESSAGES.oneProfileImage,
};

/** Upload and removal of the signed-in user's profile image; the viewer shows it as userProfileImg. */
export function registerProfileImageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const authenticate = createAuthenticate(deps.accessTokens);
  // An anonymous visitor has no profile to put a picture on: a 403 that says how to get one.
  const accountsOnly = createRequireRole(
    ['subscriber', 'administrator'],
    ACCOUNT_MESSAGES.profileImageNeedsAccount,
  );
  const preHandler = [authenticate, accountsOnly];

  app.post('/api/users/me/profile-image', { preHandler }, async (request) => {
    const account = await requireAccount(deps, request);
    const files = await readUploadedFiles(request, PROFILE_IMAGE_UPLOAD);
    const bytes = files.length === 1 ? files[0]?.bytes : null;
    const image =
      bytes && (await processUploadedImage(bytes, PROFILE_IMAGE_MAX_SIDE, PROFILE_IMAGE_MAX_SIDE));
    if (!image) throw new HttpError(400, INVALID_FILE_TITLE);

    const key = `${randomUUID()}.webp`;
    await deps.blobs.put(key, image.bytes, 'image/webp');
    let previous: string | null;
    try {
      previous = await deps.db.transaction((tx) => replaceProfileImageKey(tx, account.id, key));
    } catch (error) {
      // The row still points at the old picture; the new file would be an orphan.
      await removeBlobs(deps, [key]);
      throw error;
    }
    // The file goes after the row: a failed delete leaves an orphan, never a user pointing at nothing.
    if (previous) await removeBlobs(deps, [previous]);
    return ok({ userProfileImg: imageUrl(key) });
  });

  app.delete('/api/users/me/profile-image', { preHandler }, async (request) => {
    const account = await requireAccount(deps, request);
    const previous = await deps.db.transaction((tx) => replaceProfileImageKey(tx, account.id, null));
    if (previous) await removeBlobs(deps, [previous]);
    return ok({ userProfileImg: null });
  });
}
