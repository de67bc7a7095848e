/** Applies the checked-in migrations in ./drizzle. Safe to run on every start, and by several processes at once. */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../config/project-paths';
import type { DatabaseHandle } from './client';

const MIGRATION_LOCK_ID = 7_240_001;

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (!handle.pool) {
    await migratePglite(handle.db as never, { migrationsFolder });
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
