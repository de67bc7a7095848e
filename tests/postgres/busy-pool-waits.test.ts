/**
 * A busy pool is not an outage: when every connection is taken for longer than a connection may take to open
 * (5 s), a request waits for a free one instead of failing with "database unavailable" (issue 39: a burst of
 * 300 streamed replies on a loaded machine got 503s while PostgreSQL was up). A connection that cannot be
 * opened still fails within its own bound (database-outage.test.ts covers the 503 it becomes).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS, type DatabaseHandle, openDatabase, POOL_WAIT_MS } from '../../src/server/db/client';
import { isDatabaseUnreachable } from '../../src/server/db/is-database-unreachable';
import { createScratchDatabase, isPostgresReachable, POSTGRES_ADMIN_URL } from '../support/scratch-postgres';

const isReachable = await isPostgresReachable();
if (!isReachable && process.env.CI) throw new Error(`PostgreSQL is required in CI but unreachable at ${POSTGRES_ADMIN_URL}`);

describe.skipIf(!isReachable)('a pool whose connections are all busy', () => {
  let handle: DatabaseHandle;
  let dropDatabase: () => Promise<void>;
  let url: string;

  beforeAll(async () => {
    const scratch = await createScratchDatabase();
    dropDatabase = scratch.drop;
    url = scratch.url;
    handle = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  });

  afterAll(async () => {
    await handle?.close();
    await dropDatabase?.();
  });

  it('makes the next query wait past the connect timeout for the busy connection, then answers it', async () => {
    const holdSeconds = CONNECT_TIMEOUT_MS / 1000 + 1.5;
    const holding = handle.pool!.query(`select pg_sleep(${holdSeconds})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const waiting = await handle.pool!.query('select 42 as answer');
    expect(waiting.rows[0]).toEqual({ answer: 42 });
    expect(performance.now() - started).toBeGreaterThan(CONNECT_TIMEOUT_MS);
    await holding;
  });

  it('still fails a connection that cannot be opened within the connect timeout, as the database being out of reach', async () => {
    // A server that accepts and never answers: PostgreSQL behind a network that drops its replies.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String((silent.address() as net.AddressInfo).port);
    const unreachable = await openDatabase({ kind: 'postgres', url: through.toString(), poolSize: 1 });
    try {
      const started = performance.now();
      const error = await unreachable.pool!.query('select 1').then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(isDatabaseUnreachable(error)).toBe(true);
      expect(performance.now() - started).toBeLessThan(POOL_WAIT_MS);
    } finally {
      await unreachable.close().catch(() => {});
      silent.close();
    }
  });
});
