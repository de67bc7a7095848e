/**
 * Renders a hand-written `sql` statement to PostgreSQL text and parameters. It walks only what those
 * statements are made of (text, nested `sql`, `sql.raw`, `sql.join`, plain values) and hands anything
 * else to drizzle's own renderer, whose general walk showed in the chat's hot-path profile (ADR 015).
 * The output is the same as drizzle's; `render-statement.test.ts` compares the two on every hot statement.
 */
import { SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

export type RenderedStatement = { sql: string; params: unknown[] };

/** Thrown inside the walk when a chunk needs drizzle's renderer. */
const UNFAMILIAR = Symbol('unfamiliar chunk');

export function renderStatement(query: SQL): RenderedStatement {
  const params: unknown[] = [];
  try {
    return { sql: walk(query, params), params };
  } catch (error) {
    if (error !== UNFAMILIAR) throw error;
    return dialect.sqlToQuery(query);
  }
}

function walk(query: SQL, params: unknown[]): string {
  if ((query as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw UNFAMILIAR; // sql.inlineParams(): drizzle's to render
  let text = '';
  for (const chunk of query.queryChunks) {
    if (chunk instanceof StringChunk) text += chunk.value.join('');
    else if (chunk instanceof SQL) text += walk(chunk, params);
    else if (chunk === undefined) continue;
    else if (chunk === null || typeof chunk === 'string' || typeof chunk === 'number' || typeof chunk === 'boolean' || typeof chunk === 'bigint' || chunk instanceof Date) {
      params.push(chunk);
      text += `$${params.length}`;
    } else throw UNFAMILIAR;
  }
  return text;
}
