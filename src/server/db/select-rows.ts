/**
 * Runs one hand-written statement and answers its rows, on PostgreSQL and PGlite alike (both drivers
 * return `{ rows }`). For the hot paths that fold several reads or writes into one round trip.
 */
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
