import type { z } from 'zod';
import { HttpError } from './httpError.ts';

/** Parses untrusted input with a schema; a failure becomes a 400 that names the offending field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, what = 'body'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new HttpError(400, describeIssue(result.error.issues[0], what));
}

function describeIssue(issue: z.core.$ZodIssue | undefined, what: string): string {
  if (!issue) return `The request ${what} is not valid.`;
  const field = issue.path.map(String).join('.');
  return field ? `Invalid ${field}: ${issue.message}` : `Invalid request ${what}: ${issue.message}`;
}
