/**
 * PostgreSQL out of reach under traffic (a TCP proxy in front of it cut, every connection reset and new ones
 * refused): every request that needs the database answers 503 with Retry-After — never a 500, never a crash —
 * and Parley recovers by itself once PostgreSQL is back. A turn is written whole or not at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedTeachers } from '../../src/server/db/seed/seed-teachers';
import type { HttpClient } from '../support/http-client';
import { createScratchDatabase, isPostgresReachable, POSTGRES_ADMIN_URL } from '../support/scratch-postgres';
import { signedInClient } from '../support/sign-in';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

const isReachable = await isPostgresReachable();
if (!isReachable && process.env.CI) throw new Error(`PostgreSQL is required in CI but unreachable at ${POSTGRES_ADMIN_URL}`);

describe.skipIf(!isReachable)('PostgreSQL out of reach', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  let handle: DatabaseHandle;
  let dropDatabase: () => Promise<void>;
  let learner: HttpClient;

  beforeAll(async () => {
    const scratch = await createScratchDatabase();
    dropDatabase = scratch.drop;
    handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    await migrateDatabase(handle);
    await seedTeachers(handle.db);
    const direct = new URL(scratch.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(scratch.url);
    proxied.port = String(proxy.port);
    server = await startTestServer({ database: await openDatabase({ kind: 'postgres', url: proxied.toString() }), env: { LEARNING_NOTES: 'off' } });
    learner = await signedInClient(server.url, 'outage@parley.test');
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await handle?.close();
    await dropDatabase?.();
  });

  const turnsStored = async () => (await handle.pool!.query('select count(*)::int as n from conversation_messages')).rows[0].n as number;
  const traffic = () =>
    Promise.all([
      learner.request('/api/me/profile'),
      learner.request('/api/notebook'),
      learner.request('/api/today?language=en'),
      learner.request('/functions/v1/chat', { body: { teacher_slug: 'maya', messages: [{ role: 'user', content: 'I went to the market yesterday.' }] } }),
      fetch(`${server.url}/healthz`).then(async (response) => ({ status: response.status, headers: response.headers, body: await response.json() })),
    ]);

  it('answers 503 with Retry-After while it is gone, and recovers by itself when it is back', async () => {
    const before = await traffic();
    expect(before.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const storedBefore = await turnsStored();

    await proxy.cut();
    const statuses: number[] = [];
    let missingRetryAfter = 0;
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline) {
      const answers = await traffic();
      for (const response of answers) statuses.push(response.status);
      for (const response of answers.slice(0, 4)) {
        if (response.status === 503) missingRetryAfter += response.headers.get('retry-after') === '5' ? 0 : 1;
      }
    }
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 503)).toEqual([]);
    expect(missingRetryAfter).toBe(0);
    const during = await learner.request('/api/me/profile');
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    expect(during.body.code).toBe('database_unavailable');

    await proxy.restore();
    const back = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - back < 20_000) {
      recovered = (await traffic()).every((response) => response.status === 200);
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recovered).toBe(true);
    console.info(`[outage] recovered ${Date.now() - back} ms after PostgreSQL came back`);
    // Every turn stored is whole: each learner message is followed by the teacher's reply.
    const { rows } = await handle.pool!.query("select string_agg(role, ' ' order by id) as roles from conversation_messages where not is_feedback group by conversation_id");
    for (const { roles } of rows as Array<{ roles: string }>) expect(roles).toMatch(/^(assistant )?(user assistant ?)+$/);
    expect(await turnsStored()).toBeGreaterThan(storedBefore);
  }, 60_000);
});
