/** The LISTEN connection heals: killed with pg_terminate_backend (and refused for a while), it reconnects and the next change is delivered. */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { stripeCustomers, stripeSubscriptions, users } from '../../src/server/db/schema';
import { type SubscriptionChangeHub, startSubscriptionChangeHub } from '../../src/server/features/subscriptions/subscription-change-hub';
import { createScratchDatabase, isPostgresReachable, POSTGRES_ADMIN_URL } from '../support/scratch-postgres';

const isReachable = await isPostgresReachable();

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!isReachable)('realtime on PostgreSQL heals', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: DatabaseHandle;
  let hub: SubscriptionChangeHub;
  let admin: pg.Client;
  let delivered = 0;
  let changes = 0;
  const databaseName = () => new URL(scratch.url).pathname.slice(1);
  const listenerPids = async () =>
    (await admin.query(`select pid from pg_stat_activity where datname = $1 and query ilike 'LISTEN%'`, [databaseName()])).rows.map((row) => row.pid as number);
  const changeSubscription = async () => {
    changes += 1;
    await database.db.update(stripeSubscriptions).set({ status: changes % 2 ? 'past_due' : 'active' });
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    database = await openDatabase({ kind: 'postgres', url: scratch.url });
    await migrateDatabase(database);
    await database.db.insert(users).values({ id: 'u_heal', name: '', email: 'heal@parley.test' });
    await database.db.insert(stripeCustomers).values({ userId: 'u_heal', customerId: 'cus_heal' });
    await database.db.insert(stripeSubscriptions).values({ customerId: 'cus_heal', subscriptionId: 'sub_heal', status: 'active' });
    hub = await startSubscriptionChangeHub(database, { backoff: { initialMs: 50, maxMs: 400 } });
    hub.subscribe('u_heal', () => {
      delivered += 1;
    });
    admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`alter database ${databaseName()} allow_connections true`).catch(() => {});
    await admin?.end();
    await hub?.close();
    await database?.close();
    await scratch?.drop();
  });

  it('delivers a change before and after its LISTEN connection is terminated', async () => {
    await changeSubscription();
    await waitFor(() => delivered === 1);
    const [killed] = await listenerPids();
    expect(killed).toBeDefined();
    await admin.query('select pg_terminate_backend($1)', [killed]);
    await waitFor(async () => (await listenerPids()).some((pid) => pid !== killed));
    // After reconnecting the hub tells every browser to refetch once (changes meanwhile sent no NOTIFY).
    await waitFor(() => delivered === 2);
    await changeSubscription();
    await waitFor(() => delivered === 3);
  });

  it('keeps retrying while the database refuses connections, and delivers once it accepts them again', async () => {
    await admin.query(`alter database ${databaseName()} allow_connections false`);
    const [killed] = await listenerPids();
    await admin.query('select pg_terminate_backend($1)', [killed]);
    // Several backoff rounds fail meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await listenerPids()).toEqual([]);
    const beforeReconnect = delivered;
    await admin.query(`alter database ${databaseName()} allow_connections true`);
    await waitFor(async () => (await listenerPids()).length === 1);
    await waitFor(() => delivered === beforeReconnect + 1);
    const settled = delivered;
    await changeSubscription();
    await waitFor(() => delivered === settled + 1);
  });
});
