import type { FastifyInstance } from 'fastify';

/** /embed/{id} exists to be shown in other sites' iframes; every other page may only be framed by us. */
export function isEmbedPath(url: string): boolean {
  return url === '/embed' || url.startsWith('/embed/') || url.startsWith('/embed?');
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!isEmbedPath(request.url)) reply.header('X-Frame-Options', 'SAMEORIGIN');
    return payload;
  });
}
