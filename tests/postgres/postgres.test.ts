/** The production path: migrations and the account API on a real PostgreSQL server. */
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedTeachers } from '../../src/server/db/seed/seed-teachers';
import { teacherPersonas } from '../../src/server/db/seed/teacher-personas';
import { createHttpClient } from '../support/http-client';
import { createScratchDatabase, isPostgresReachable, POSTGRES_ADMIN_URL } from '../support/scratch-postgres';
import { startTestServer } from '../support/start-test-server';

const isReachable = await isPostgresReachable();
if (!isReachable && process.env.CI) throw new Error(`PostgreSQL is required in CI but unreachable at ${POSTGRES_ADMIN_URL}`);

describe.skipIf(!isReachable)('PostgreSQL', () => {
  // Every test gets its own scratch database and handles, so each one runs alone and in any order.
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function scratchDatabase(): Promise<string> {
    const scratch = await createScratchDatabase();
    cleanups.push(scratch.drop);
    return scratch.url;
  }

  async function openHandles(url: string, count: number): Promise<DatabaseHandle[]> {
    const handles = await Promise.all(Array.from({ length: count }, () => openDatabase({ kind: 'postgres', url })));
    cleanups.push(async () => void (await Promise.all(handles.map((h) => h.close()))));
    return handles;
  }

  async function migratedAndSeeded(): Promise<{ url: string; handle: DatabaseHandle }> {
    const url = await scratchDatabase();
    const [handle] = await openHandles(url, 1);
    await migrateDatabase(handle!);
    await seedTeachers(handle!.db);
    return { url, handle: handle! };
  }

  it('applies the migrations from several processes at once, and again on restart', async () => {
    const handles = await openHandles(await scratchDatabase(), 3);
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
    const handles = await openHandles(await scratchDatabase(), 3);
    await migrateDatabase(handles[0]!);
    await seedTeachers(handles[0]!.db);
    await Promise.all(handles.map((h) => seedTeachers(h.db)));
    const { rows } = await handles[0]!.pool!.query('select slug from teachers order by created_at');
    // Exactly one row per built-in persona, in the personas' order: a second insert would add rows.
    expect(rows.map((r) => r.slug)).toEqual(teacherPersonas.map((p) => p.slug));
  });

  it('refuses a teacher colour outside blue, emerald and purple', async () => {
    const { handle } = await migratedAndSeeded();
    await expect(handle.pool!.query("update teachers set color_theme = 'pink' where slug = 'maya'")).rejects.toThrow(/teachers_color_theme_check/);
  });

  it('runs the account API: sign-up, sign-in, profile, teachers, scoped subscription view', async () => {
    const { url, handle } = await migratedAndSeeded();
    const database = await openDatabase({ kind: 'postgres', url });
    const server = await startTestServer({ database });
    cleanups.push(() => server.close());
    const client = createHttpClient(server.url);
    expect((await client.request('/healthz')).body).toEqual({ status: 'ok', database: 'postgres' });
    expect((await client.request('/api/auth/sign-up/email', { body: { email: 'pg@parley.test', password: 'correct-horse', name: 'Pat' } })).status).toBe(200);
    expect((await client.request('/api/auth/sign-in/email', { body: { email: 'pg@parley.test', password: 'correct-horse' } })).status).toBe(200);
    const profile = (await client.request('/api/me/profile')).body.profile;
    expect(profile).toMatchObject({ email: 'pg@parley.test', full_name: 'Pat', message_count: 0, is_admin: false });
    expect((await client.request('/api/teachers')).body.teachers.length).toBeGreaterThanOrEqual(6);
    expect((await client.request('/api/me/subscription')).body).toEqual({ subscription: null });

    // Another user's subscription row must never show up for this user.
    const pool = handle.pool!;
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
