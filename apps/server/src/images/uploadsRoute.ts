import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { fail } from '../http/envelope.ts';
import { SERVER_MESSAGES } from '../http/serverMessages.ts';

/** Stored files never change (every upload gets a new key), so browsers may keep them for a year. */
export function registerUploadsRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { key: string } }>('/uploads/:key', async (request, reply) => {
    const blob = await deps.blobs.get(request.params.key);
    if (!blob) return reply.code(404).send(fail(SERVER_MESSAGES.imageNotFound));
    return reply
      .type(blob.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(blob.bytes);
  });
}
