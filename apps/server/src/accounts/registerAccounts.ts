import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { createAccountHelpers } from './accountDeps.ts';
import { registerAdminEmailRoutes } from './adminRoutes.ts';
import { registerCredentialRoutes } from './credentialRoutes.ts';
import { registerProfileImageRoutes } from './profileImageRoutes.ts';
import { registerProfileRoutes } from './profileRoutes.ts';
import { registerRegistrationRoutes } from './registrationRoutes.ts';
import { registerSignInRoutes } from './signInRoutes.ts';

/** Accounts (issue P4): docs/api.md lists the routes, docs/decisions/009-accounts.md explains the choices. */
export function registerAccounts(app: FastifyInstance, deps: AppDeps): void {
  const helpers = createAccountHelpers(deps);
  registerRegistrationRoutes(app, deps, helpers);
  registerSignInRoutes(app, deps, helpers);
  registerProfileRoutes(app, deps);
  registerProfileImageRoutes(app, deps);
  registerCredentialRoutes(app, deps, helpers);
  registerAdminEmailRoutes(app, deps);
}
