import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAccounts } from './accounts/registerAccounts.ts';
import type { AppDeps } from './appDeps.ts';
import { registerAuthRoutes } from './auth/authRoutes.ts';
import { registerAnonymousRoutes } from './cards/anonymousRoutes.ts';
import { registerCardRoutes } from './cards/cardRoutes.ts';
import { answerFrameworkError, registerErrorHandling } from './http/errorHandling.ts';
import { JSON_BODY_LIMIT, registerJsonBodyParser } from './http/jsonBody.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { registerUploadRoutes } from './images/uploadRoutes.ts';
import { registerUploadsRoute } from './images/uploadsRoute.ts';
import { registerLive } from './live/registerLive.ts';
import { registerPrintRoutes } from './print/index.ts';
import { registerWebApp } from './web/webApp.ts';

/** The HTTP application with all routes; it does not listen (main.ts and the tests decide where). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logLevel === false ? false : { level: deps.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  });
  app.decorateRequest('user', null);

  registerJsonBodyParser(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  // Oversized files are counted as rejected (readUploadedFiles checks `truncated`), not thrown.
  await app.register(multipart, { throwFileSizeLimit: false });

  app.get('/api/health', async () => ({ status: true }));
  registerAuthRoutes(app, deps);
  registerAccounts(app, deps);
  registerAnonymousRoutes(app, deps);
  registerCardRoutes(app, deps);
  registerUploadRoutes(app, deps);
  registerUploadsRoute(app, deps);
  registerPrintRoutes(app, deps);
  await registerLive(app, deps);
  registerWebApp(app, deps.webDist);
  return app;
}
