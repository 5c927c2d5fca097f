import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../http/envelope.ts';
import { SERVER_MESSAGES } from '../http/serverMessages.ts';
import { openStaticFile } from './staticFile.ts';

// Vite fingerprints everything under /assets, so those files can be cached for good; the HTML
// that points at them must be revalidated on every visit.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built single-page app (when there is one) and answers every unknown route:
 * JSON 404 under /api and /uploads, the file when it exists, and index.html for any other GET
 * so that client routes such as /card/edit/{id}/ load the app.
 */
export function registerWebApp(app: FastifyInstance, webDist: string | null): void {
  const notFound = (reply: FastifyReply) => reply.code(404).send(fail(SERVER_MESSAGES.routeNotFound));
  app.setNotFoundHandler((_request, reply) => notFound(reply));
  if (!webDist) return;

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isUnder(path, '/api') || isUnder(path, '/uploads')) return notFound(reply);
    const file = path === '/' ? null : await openStaticFile(webDist, path);
    if (file) {
      return reply
        .type(file.contentType)
        .header('Content-Length', file.size)
        .header('Cache-Control', isUnder(path, '/assets') ? IMMUTABLE : REVALIDATE)
        .send(file.stream);
    }
    // A missing fingerprinted asset is a real 404, not a page of the app.
    if (isUnder(path, '/assets')) return notFound(reply);
    const index = await openStaticFile(webDist, '/index.html');
    if (!index) return notFound(reply);
    return reply.type(index.contentType).header('Cache-Control', REVALIDATE).send(index.stream);
  });
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
