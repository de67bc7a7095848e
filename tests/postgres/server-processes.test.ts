/** WEB_CONCURRENCY: several server processes on one port, sharing PostgreSQL (and one generated auth secret). */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../support/http-client';
import { createScratchDatabase, isPostgresReachable } from '../support/scratch-postgres';
import { type ServerProcess, spawnServerProcess } from '../support/spawn-server-process';

const isReachable = await isPostgresReachable();

describe.skipIf(!isReachable)('several server processes on one port', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let server: ServerProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    // No AUTH_SECRET: the generated one is shared (made before the processes start).
    server = await spawnServerProcess({ DATABASE_URL: scratch.url, WEB_CONCURRENCY: '2', AUTH_RATE_LIMIT: 'off' }, { healthyWithinMs: 60_000 });
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  it('serves every learner from either process: sign-up, sign-in and signed-in reads agree', async () => {
    const learners = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const client = createHttpClient(server.url);
        const email = `worker-${i}@parley.test`;
        expect((await client.request('/api/auth/sign-up/email', { body: { email, password: 'correct-horse', name: '' } })).status).toBe(200);
        expect((await client.request('/api/auth/sign-in/email', { body: { email, password: 'correct-horse' } })).status).toBe(200);
        return { client, email };
      }),
    );
    // A new connection for every read, so the reads spread over both processes (one keeps a connection).
    for (const { client, email } of learners) {
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      for (let round = 0; round < 4; round += 1) {
        const profile = await getOnNewConnection(`${server.url}/api/me/profile`, cookie);
        expect(profile.status).toBe(200);
        expect(JSON.parse(profile.body).profile.email).toBe(email);
      }
    }
  });

  it('refuses to start several processes on the embedded database', async () => {
    const failure = await spawnServerProcess({ WEB_CONCURRENCY: '2' }).catch((error: unknown) => error);
    expect(String(failure)).toMatch(/WEB_CONCURRENCY above 1 needs DATABASE_URL/);
  });
});

function getOnNewConnection(url: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { Cookie: cookie } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
