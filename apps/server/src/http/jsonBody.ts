import type { FastifyInstance } from 'fastify';
import { HttpError } from './httpError.ts';
import { SERVER_MESSAGES } from './serverMessages.ts';

export const JSON_BODY_LIMIT = 1_048_576;

/**
 * Replaces fastify's JSON parser so that an empty body counts as "no body" (cloning sends one)
 * and malformed JSON gets the catalogue's message. Unknown keys, __proto__ included, are later
 * dropped by the zod schemas, so plain JSON.parse is safe here.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new HttpError(400, SERVER_MESSAGES.invalidJson), undefined);
      }
    },
  );
}
