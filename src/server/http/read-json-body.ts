import type { Context } from 'hono';
import { AppError } from './app-error';
import { isNestedDeeperThan, TOO_DEEP_MESSAGE } from './read-request-depth';
import { hasUnstorableText, unstorableTextError } from './refuse-unstorable-text';

/**
 * The request's JSON body; a missing or malformed one, one nested deeper than any of Parley's, or one with
 * text that cannot be stored, is a 400 with a clear message.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (isNestedDeeperThan(text)) throw new AppError('too_deeply_nested', TOO_DEEP_MESSAGE, 400);
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new AppError('invalid_json', 'The request body must be valid JSON.', 400);
  }
  if (hasUnstorableText(body)) throw unstorableTextError();
  return body;
}
