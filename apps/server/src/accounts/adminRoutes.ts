import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { createAuthenticate } from '../auth/authenticate.ts';
import { createRequireRole } from '../auth/requireRole.ts';
import { listOutbox } from '../email/mailer.ts';
import { ok } from '../http/envelope.ts';
import { parseOrThrow } from '../http/validate.ts';
import { accountEmails } from './accountEmails.ts';
import { ACCOUNT_MESSAGES } from './accountMessages.ts';
import { TestEmailBodySchema } from './accountSchemas.ts';

/** /admin/testemails/: send a test email and read the outbox. Administrators only (spec §6). */
export function registerAdminEmailRoutes(app: FastifyInstance, deps: AppDeps): void {
  const preHandler = [
    createAuthenticate(deps.accessTokens),
    createRequireRole(['administrator'], ACCOUNT_MESSAGES.adminOnly),
  ];

  app.get('/api/admin/test-emails', { preHandler }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok({ transport: deps.mailer.transport, emails: await listOutbox(deps.db) });
  });

  // Awaited (unlike account mail) so that the administrator sees a failing SMTP server at once.
  app.post('/api/admin/test-emails', { preHandler }, async (request) => {
    const { to } = parseOrThrow(TestEmailBodySchema, request.body);
    await deps.mailer.send(accountEmails.test(to));
    return ok({ transport: deps.mailer.transport }, 'Test email sent.');
  });
}
