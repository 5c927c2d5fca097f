export { registerPrintRoutes } from './printRoutes.ts';
