import type { Context } from 'hono';
import { AppError } from './app-error';
import { hasUnstorableText, unstorableTextError } from './refuse-unstorable-text';

/** The request's JSON body; a missing or malformed one, or one with text that cannot be stored, is a 400 with a clear message. */
export async function readJsonBody(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('invalid_json', 'The request body must be valid JSON.', 400);
  }
  if (hasUnstorableText(body)) throw unstorableTextError();
  return body;
}
