import { PassThrough } from 'node:stream';
import { isBlankCard, newSetCode } from '@bingo/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { optionalUser } from '../auth/authenticate.ts';
import { requireCard } from '../cards/cardAccess.ts';
import { fail, ok } from '../http/envelope.ts';
import { HttpError } from '../http/httpError.ts';
import { parseOrThrow } from '../http/validate.ts';
import { checkCard } from './checkRoute.ts';
import { printEntitlement } from './entitlement.ts';
import { generatePrint, type PrintRequest, plannedPages } from './generatePrint.ts';
import { loadPrintImages } from './printImages.ts';
import { PrintJobs } from './printJobs.ts';
import { CheckBodySchema, type JobParams, PrintBodySchema } from './printSchemas.ts';

export const PRINT_MESSAGES = {
  blank: 'Your card is blank: add items before printing.',
  busy: 'The printer is busy. Please try again in a minute.',
  jobNotFound: 'This print is no longer available. Please print again.',
  notReady: 'This print is not ready yet.',
} as const;

/** A cryptographic random source for set codes (domain code takes randomness as a parameter). */
const secureRandom = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

/**
 * Everything a print needs, checked before a single byte goes out (so a bad request gets a 4xx and no
 * file): the options, the card, that it is not blank, the viewer's entitlement, the set code, images.
 */
async function preparePrint(request: FastifyRequest, deps: AppDeps): Promise<PrintRequest> {
  const body = parseOrThrow(PrintBodySchema, request.body);
  const viewer = await optionalUser(request, deps.accessTokens);
  const stored = await requireCard(deps.db, body.cardId);
  if (isBlankCard(stored.payload)) throw new HttpError(400, PRINT_MESSAGES.blank);
  const entitlement = printEntitlement(viewer, stored, body.options.count);
  if (!entitlement.allowed) throw new HttpError(403, PRINT_MESSAGES.busy);
  const { images, sizes } = await loadPrintImages(stored.payload, deps.blobs);
  return {
    card: stored.payload,
    options: body.options,
    setCode: body.options.setCode || newSetCode(secureRandom),
    watermark: entitlement.watermark,
    images,
    imageSizes: sizes,
    createdAt: new Date(deps.now()),
  };
}

function pdfHeaders(reply: FastifyReply, print: PrintRequest, totalPages: number): FastifyReply {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="bingo-${print.setCode}.pdf"`)
    .header('Cache-Control', 'no-store')
    .header('X-Set-Code', print.setCode)
    .header('X-Watermark', String(print.watermark))
    .header('X-Total-Pages', String(totalPages));
}

/** Print (issue P2): the streamed PDF, print jobs with progress and cancel, and the card checker. */
export function registerPrintRoutes(app: FastifyInstance, deps: AppDeps): void {
  const jobs = new PrintJobs(deps.blobs, deps.now);

  // The PDF itself, streamed while it is drawn: for small sets and scripts.
  app.post('/api/cards/print-card', async (request, reply) => {
    const print = await preparePrint(request, deps);
    const stream = new PassThrough();
    pdfHeaders(reply, print, plannedPages(print)).send(stream);
    generatePrint(print, stream).catch((error: unknown) => {
      request.log.error({ err: error }, 'print failed while streaming');
      stream.destroy(error as Error);
    });
    return reply;
  });

  // A print job: the page follows its progress and may cancel it, then downloads the file.
  app.post('/api/cards/print-card/jobs', async (request, reply) => {
    if (!jobs.canStart()) return reply.code(503).send(fail(PRINT_MESSAGES.busy));
    const print = await preparePrint(request, deps);
    return ok(jobs.start(print, plannedPages(print)));
  });

  app.get<JobParams>('/api/cards/print-card/jobs/:jobId', async (request) => {
    const job = jobs.get(request.params.jobId);
    if (!job) throw new HttpError(404, PRINT_MESSAGES.jobNotFound);
    return ok(job);
  });

  app.delete<JobParams>('/api/cards/print-card/jobs/:jobId', async (request) => {
    const job = jobs.cancel(request.params.jobId);
    if (!job) throw new HttpError(404, PRINT_MESSAGES.jobNotFound);
    return ok(job);
  });

  app.get<JobParams>('/api/cards/print-card/jobs/:jobId/file', async (request, reply) => {
    const job = jobs.get(request.params.jobId);
    if (!job) throw new HttpError(404, PRINT_MESSAGES.jobNotFound);
    const key = jobs.fileKey(job.jobId);
    if (!key) throw new HttpError(409, PRINT_MESSAGES.notReady);
    const blob = await deps.blobs.get(key);
    if (!blob) throw new HttpError(404, PRINT_MESSAGES.jobNotFound);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="bingo-${job.setCode}.pdf"`)
      .header('Cache-Control', 'no-store')
      .send(blob.bytes);
  });

  app.post('/api/cards/print-card/check', async (request) => {
    const body = parseOrThrow(CheckBodySchema, request.body);
    const stored = await requireCard(deps.db, body.cardId);
    return ok(checkCard(stored.payload, body));
  });
}
