/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite
 * (on disk under a directory, or in memory for tests). Both speak the same SQL dialect.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { databaseTemplateFile } from '../config/project-paths';
import { acquireEmbeddedDatabaseLock } from './embedded-database-lock';
import * as schema from './schema';
import { log } from '../lib/logger';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** How long a new connection to PostgreSQL may take before the request gets a 503. */
export const CONNECT_TIMEOUT_MS = 5_000;
/** How long a request may wait for a free connection of the pool (all busy) before it gets a 503. */
export const POOL_WAIT_MS = 30_000;

class ClientThatConnectsWithin extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; snapshot?: Blob };

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Runs `select 1`; rejects when the database cannot be reached. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** The embedded database, when there is one (for LISTEN/NOTIFY and test snapshots). */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The PostgreSQL connection string, when there is one (LISTEN needs its own connection). */
  url?: string;
};

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // A connection that cannot be made within 5 s fails (a 503), rather than holding the request until PostgreSQL
    // returns. Waiting for a free connection is another matter: under a burst every one may be busy for longer,
    // and pg-pool's one timeout would answer those requests "database unavailable" (HTTP 503) while PostgreSQL is
    // up. So the connection attempt has its own 5 s and the wait in the queue a longer bound.
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10, connectionTimeoutMillis: POOL_WAIT_MS, Client: ClientThatConnectsWithin });
    pool.on('error', (error) => log.error({ err: error }, 'database: an idle client failed'));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: target.kind,
      pool,
      url: target.url,
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let releaseLock = () => {};
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    releaseLock = await acquireEmbeddedDatabaseLock(target.dataDir);
    const isNew = !existsSync(join(target.dataDir, 'PG_VERSION'));
    const template = isNew && existsSync(databaseTemplateFile) ? new Blob([readFileSync(databaseTemplateFile)]) : undefined;
    try {
      client = await PGlite.create({ dataDir: target.dataDir, loadDataDir: template });
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = await PGlite.create({ loadDataDir: target.snapshot });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: target.kind,
    pglite: client,
    ping: async () => {
      if (client.closed) throw new Error('database is closed');
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
      releaseLock();
    },
  };
}
