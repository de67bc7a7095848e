/** The production path: migrations and the account API on a real PostgreSQL server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedTeachers } from '../../src/server/db/seed/seed-teachers';
import { createHttpClient } from '../support/http-client';
import { createScratchDatabase, isPostgresReachable, POSTGRES_ADMIN_URL } from '../support/scratch-postgres';
import { startTestServer, type TestServer } from '../support/start-test-server';

const isReachable = await isPostgresReachable();
if (!isReachable && process.env.CI) throw new Error(`PostgreSQL is required in CI but unreachable at ${POSTGRES_ADMIN_URL}`);

describe.skipIf(!isReachable)('PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let handles: DatabaseHandle[] = [];
  let server: TestServer;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all(handles.map((h) => h.close()));
    await scratch?.drop();
  });

  it('applies the migrations from several processes at once, and again on restart', async () => {
    handles = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: scratch.url })));
    await Promise.all(handles.map((h) => migrateDatabase(h)));
    await migrateDatabase(handles[0]!);
    const tables = await handles[0]!.pool!.query(
      "select table_name, table_type from information_schema.tables where table_schema = 'public' order by table_name",
    );
    const names = tables.rows.map((r) => `${r.table_name}:${r.table_type}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'users:BASE TABLE', 'sessions:BASE TABLE', 'accounts:BASE TABLE', 'verifications:BASE TABLE', 'rate_limits:BASE TABLE',
        'user_profiles:BASE TABLE', 'teachers:BASE TABLE', 'stripe_customers:BASE TABLE', 'stripe_subscriptions:BASE TABLE',
        'stripe_user_subscriptions:VIEW',
      ]),
    );
  });

  it('seeds the teachers once, however often it runs', async () => {
    await seedTeachers(handles[0]!.db);
    await Promise.all(handles.map((h) => seedTeachers(h.db)));
    const { rows } = await handles[0]!.pool!.query('select count(*)::int as n, count(distinct slug)::int as slugs from teachers');
    expect(rows[0].n).toBe(rows[0].slugs);
    expect(rows[0].n).toBeGreaterThanOrEqual(6);
  });

  it('refuses a teacher colour outside blue, emerald and purple', async () => {
    await expect(handles[0]!.pool!.query("update teachers set color_theme = 'pink' where slug = 'maya'")).rejects.toThrow(/teachers_color_theme_check/);
  });

  it('runs the account API: sign-up, sign-in, profile, teachers, scoped subscription view', async () => {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    server = await startTestServer({ database });
    const client = createHttpClient(server.url);
    expect((await client.request('/healthz')).body).toEqual({ status: 'ok', database: 'postgres' });
    expect((await client.request('/api/auth/sign-up/email', { body: { email: 'pg@parley.test', password: 'correct-horse', name: 'Pat' } })).status).toBe(200);
    expect((await client.request('/api/auth/sign-in/email', { body: { email: 'pg@parley.test', password: 'correct-horse' } })).status).toBe(200);
    const profile = (await client.request('/api/me/profile')).body.profile;
    expect(profile).toMatchObject({ email: 'pg@parley.test', full_name: 'Pat', message_count: 0, is_admin: false });
    expect((await client.request('/api/teachers')).body.teachers.length).toBeGreaterThanOrEqual(6);
    expect((await client.request('/api/me/subscription')).body).toEqual({ subscription: null });

    // Another user's subscription row must never show up for this user.
    const pool = handles[0]!.pool!;
    await pool.query("insert into users (id, name, email) values ('other-user', 'Other', 'other@parley.test')");
    await pool.query("insert into stripe_customers (user_id, customer_id) values ('other-user', 'cus_other')");
    await pool.query("insert into stripe_subscriptions (customer_id, subscription_id, status, price_id) values ('cus_other', 'sub_other', 'active', 'price_x')");
    expect((await client.request('/api/me/subscription')).body).toEqual({ subscription: null });
    await pool.query('insert into stripe_customers (user_id, customer_id) values ($1, $2)', [profile.user_id, 'cus_mine']);
    await pool.query("insert into stripe_subscriptions (customer_id, subscription_id, status, price_id, current_period_end) values ('cus_mine', 'sub_mine', 'past_due', 'price_y', 1790000000)");
    expect((await client.request('/api/me/subscription')).body.subscription).toMatchObject({
      customer_id: 'cus_mine', subscription_id: 'sub_mine', subscription_status: 'past_due', current_period_end: 1790000000,
    });
  });
});
