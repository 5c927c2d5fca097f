import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.ts';
import { HttpError } from './httpError.ts';
import { SERVER_MESSAGES } from './serverMessages.ts';

// Fastify's own 4xx errors, reworded for people; anything else under 500 keeps its message.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: SERVER_MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: SERVER_MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_EMPTY_JSON_BODY: SERVER_MESSAGES.invalidJson,
  FST_ERR_CTP_INVALID_JSON_BODY: SERVER_MESSAGES.invalidJson,
  FST_INVALID_MULTIPART_CONTENT_TYPE: SERVER_MESSAGES.notMultipart,
};

/** Every error leaves as the envelope: 4xx with a clear message, 500 with a generic one and a log line. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(fail(error.message, error.data));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_MESSAGES[error.code] ?? error.message;
      return reply.code(status).send(fail(message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(fail(SERVER_MESSAGES.somethingWentWrong));
  });
}

/**
 * Errors fastify raises before routing (an undecodable URL, an over-long path parameter) also leave
 * in the envelope; pass this as the `frameworkErrors` server option.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send(fail(SERVER_MESSAGES.badUrl));
}
