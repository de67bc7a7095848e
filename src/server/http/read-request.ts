/**
 * The one way routes read their input: the JSON body or the query string through a zod schema. Anything
 * that does not fit is a 400 with the first problem in plain words, under the route's own code
 * ('invalid_profile', 'invalid_query', ...; 'invalid_request' by default, naming the field).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { AppError } from './app-error';
import { readJsonBody } from './read-json-body';

export async function readBody<S extends z.ZodType>(c: Context, schema: S, code?: string): Promise<z.output<S>> {
  return parseInput(schema, await readJsonBody(c), code);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S, code?: string): z.output<S> {
  return parseInput(schema, c.req.query(), code);
}

export function parseInput<S extends z.ZodType>(schema: S, value: unknown, code?: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  if (code) throw new AppError(code, first?.message ?? 'Invalid request.', 400);
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  throw new AppError('invalid_request', `${where}${first?.message ?? 'Invalid request'}`, 400);
}

const uuid = z.uuid();

/** Ids in paths are UUIDs: anything else names nothing (each route says so in its own words). */
export const isUuid = (id: string | undefined): id is string => uuid.safeParse(id).success;
