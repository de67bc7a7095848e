/** Deliverable: per-address limits key on the proxy-written address (IPv6 by /64) and the demo counts new sessions only. */
import { describe, expect, it } from 'vitest';
import { demoSessions } from '../../src/server/db/schema';
import { DEMO_SESSIONS_PER_ADDRESS_PER_HOUR } from '../../src/server/features/demo/demo.routes';
import { createHttpClient } from '../support/http-client';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile({ env: { TRUST_PROXY: 'true', AUTH_RATE_LIMIT: 'on' } });

const startDemo = (forwardedFor: string, client = createHttpClient(server.url)) =>
  client.request('/functions/v1/demo-session', { body: {}, headers: { 'X-Forwarded-For': forwardedFor } });
const sessionsFrom = async (clientIp: string) => (await server.deps.db.select().from(demoSessions)).filter((s) => s.clientIp === clientIp).length;

describe('addresses behind a trusted proxy', () => {
  it('keys the demo limit on the right-most hop, so rotating the client-written hops dodges nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= DEMO_SESSIONS_PER_ADDRESS_PER_HOUR; i += 1) statuses.push((await startDemo(`10.66.${i}.1, 198.51.100.7`)).status);
    expect(statuses.slice(0, DEMO_SESSIONS_PER_ADDRESS_PER_HOUR).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await sessionsFrom('198.51.100.7')).toBe(DEMO_SESSIONS_PER_ADDRESS_PER_HOUR);
  });

  it('keys IPv6 visitors by their /64 and IPv4-mapped addresses as IPv4', async () => {
    await startDemo('2001:db8:77:1::1');
    await startDemo('2001:db8:77:1::ffff');
    await startDemo('::ffff:203.0.113.44');
    expect(await sessionsFrom('2001:db8:77:1::')).toBe(2);
    expect(await sessionsFrom('203.0.113.44')).toBe(1);
  });

  it('never counts resuming one\'s own demo session, even once the address is at its limit', async () => {
    const visitor = createHttpClient(server.url);
    expect((await startDemo('192.0.2.50', visitor)).status).toBe(200);
    for (let i = 1; i < DEMO_SESSIONS_PER_ADDRESS_PER_HOUR; i += 1) expect((await startDemo('192.0.2.50')).status).toBe(200);
    expect((await startDemo('192.0.2.50')).status).toBe(429);
    // The first visitor reloads the landing page several times: their session is resumed, never refused.
    for (let i = 0; i < 3; i += 1) expect((await startDemo('192.0.2.50', visitor)).status).toBe(200);
    expect(await sessionsFrom('192.0.2.50')).toBe(DEMO_SESSIONS_PER_ADDRESS_PER_HOUR);
  });

  it('hands Better Auth the same key, so its sign-up limit (10 a minute) holds across one IPv6 /64', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1) {
      const response = await createHttpClient(server.url).request('/api/auth/sign-up/email', {
        body: { email: `v6-${i}@parley.test`, password: 'correct-horse', name: '' },
        headers: { 'X-Forwarded-For': `2001:db8:99:5::${i.toString(16)}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    // A neighbouring /64 is another client with its own allowance (not one shared bucket for all).
    const neighbour = await createHttpClient(server.url).request('/api/auth/sign-up/email', {
      body: { email: 'v6-neighbour@parley.test', password: 'correct-horse', name: '' },
      headers: { 'X-Forwarded-For': '2001:db8:99:6::1' },
    });
    expect(neighbour.status).toBe(200);
  }, 60_000);
});
