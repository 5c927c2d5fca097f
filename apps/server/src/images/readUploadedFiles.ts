import { MAX_UPLOAD_BYTES, UPLOAD_BATCH_SIZE } from '@bingo/core';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/httpError.ts';
import { SERVER_MESSAGES } from '../http/serverMessages.ts';

/** Which multipart field holds the files, how many it may hold, and what to answer when it is wrong. */
export interface UploadFieldSpec {
  field: string;
  maxFiles: number;
  tooManyMessage: string;
  notMultipartMessage: string;
}

export const CARD_IMAGE_UPLOAD: UploadFieldSpec = {
  field: 'card_image',
  maxFiles: UPLOAD_BATCH_SIZE,
  tooManyMessage: SERVER_MESSAGES.tooManyFiles,
  notMultipartMessage: SERVER_MESSAGES.notMultipart,
};

export interface UploadedFile {
  name: string;
  /** null when the file was not under the size limit; its bytes were discarded while streaming. */
  bytes: Buffer | null;
}

/**
 * Reads every file of the spec's field of a multipart request into memory before anything is stored, so a
 * request that turns out to be invalid (too many files) writes nothing. Busboy stops counting a
 * file at the size limit, so an oversized file costs at most 5 MB of memory.
 */
export async function readUploadedFiles(
  request: FastifyRequest,
  spec: UploadFieldSpec = CARD_IMAGE_UPLOAD,
): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new HttpError(400, spec.notMultipartMessage);
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      // "under 5 MB": a file of exactly MAX_UPLOAD_BYTES is already too big.
      limits: { fileSize: MAX_UPLOAD_BYTES - 1, files: spec.maxFiles, fields: 10, parts: 20 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.fieldname !== spec.field) continue;
      files.push({
        name: safeName(part.filename),
        bytes: part.file.truncated ? null : Buffer.concat(chunks),
      });
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.FilesLimitError) {
      throw new HttpError(400, spec.tooManyMessage, { rejected: 0 });
    }
    // Nothing but parsing happens in this loop, so any other failure is a malformed request body
    // (no boundary, truncated part, bad headers): the client's to fix, not a server error.
    request.log.info({ err: error }, 'malformed multipart upload');
    throw new HttpError(400, spec.notMultipartMessage);
  }
  return files;
}

/** The client's file name is only echoed back; keep it short and free of path parts. */
function safeName(filename: string): string {
  return (filename.split(/[\\/]/).pop() ?? '').slice(0, 200);
}
