import type { Context } from 'hono';
import { AppError } from './app-error';

/** The request's JSON body; a missing or malformed one is a 400 with a clear message. */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError('invalid_json', 'The request body must be valid JSON.', 400);
  }
}
