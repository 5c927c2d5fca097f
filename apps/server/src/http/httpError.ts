/** An error that is the client's to fix: the handler throws it and the error handler answers with it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
