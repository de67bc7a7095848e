/**
 * Text PostgreSQL cannot store is refused at the door, the same way on every route: a NUL character
 * (U+0000; `text` columns reject it) or half of a surrogate pair (not encodable as UTF-8). Such input is
 * the caller's doing, so it is a 400 with a plain message, never a 5xx after the model or the database
 * has already been asked.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from './app-error';
import { isNestedDeeperThan, TOO_DEEP_MESSAGE } from './read-request-depth';

export const UNSTORABLE_TEXT_MESSAGE = "Your text contains a character Parley can't store (a NUL byte or a broken character). Please remove it and try again.";

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when any string in a parsed JSON value (keys included) could not be stored. */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || hasUnstorableText(item));
  return false;
}

export function unstorableTextError(): AppError {
  return new AppError('unstorable_text', UNSTORABLE_TEXT_MESSAGE, 400);
}

/** The query string of every request, and the bodies of routes that read them themselves (Better Auth's). */
export function refuseUnstorableText(options: { checkBodyOf: (path: string) => boolean }): MiddlewareHandler {
  return async (c, next) => {
    if (hasUnstorableText(queryValues(c))) throw unstorableTextError();
    if (options.checkBodyOf(c.req.path) && hasUnstorableText(await peekBody(c))) throw unstorableTextError();
    await next();
  };
}

function queryValues(c: Context): string[] {
  const search = new URL(c.req.url).searchParams;
  return [...search.keys(), ...search.values()];
}

/** The body as its handler will read it, from a copy so the handler still gets the original stream. */
async function peekBody(c: Context): Promise<unknown> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return undefined;
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.raw.clone().text().catch(() => '');
  if (type.includes('application/x-www-form-urlencoded')) return [...new URLSearchParams(text).entries()].flat();
  // Checked before any walk of the parsed value, which would overflow the stack (a 500, not the caller's 400).
  if (isNestedDeeperThan(text)) throw new AppError('too_deeply_nested', TOO_DEEP_MESSAGE, 400);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // not JSON: the handler refuses it in its own words, but never with a NUL inside
  }
}
