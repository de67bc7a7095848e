/**
 * Runs one hand-written statement and answers its rows, on PostgreSQL and PGlite alike. For the hot paths
 * that fold several reads or writes into one round trip (ADR 014).
 *
 * On PostgreSQL each distinct statement text is a named prepared statement, so each pooled connection
 * parses and plans it once rather than on every chat message (PostgreSQL's work shares the machine's
 * cores with ours). PGlite runs in this process and takes the statement as it is.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client';
import { renderStatement } from './render-statement';
const names = new Map<string, string>();

export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = renderStatement(query);
    const result = await client.query<Row & pg.QueryResultRow>({ name: statementName(text), text, values: params });
    return result.rows;
  }
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The same text always gets the same name (a connection refuses one name for two texts). */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `parley_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (names.size < 1_000) names.set(text, name);
  }
  return name;
}
