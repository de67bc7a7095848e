/**
 * Property-based fuzzing of every route create-app.ts registers (read from the app itself, so a new route
 * is fuzzed the day it lands): arbitrary bodies, sizes, content types and methods, signed in and not.
 * Never a 5xx, and the database is exactly as it was — except the one route whose job is to create
 * something whatever the body says (starting a demo session). Rate-limit bookkeeping is not compared.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { webBuildFolder } from '../../src/server/config/project-paths';
import { createApp } from '../../src/server/create-app';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

const RUNS_PER_ROUTE = Number(process.env.PARLEY_FUZZ_RUNS ?? 10);
/** Throttling counters change on every request by design; everything else must not move. */
const UNCOMPARED_TABLES = new Set(['rate_limits', 'request_counters']);
/** Routes whose purpose is a state change that needs no input. */
const ACCEPTS_ANY_BODY = new Set(['POST /functions/v1/demo-session']);
/** Better Auth endpoints to aim at, besides random ones (sign-out ends the session: that is its job). */
const AUTH_ENDPOINTS = ['sign-in/email', 'sign-up/email', 'request-password-reset', 'reset-password', 'get-session', 'change-password', 'sign-in/oauth2', 'callback/google', 'verify-email'];
const BODY_KEYS = ['price_id', 'mode', 'success_url', 'cancel_url', 'affonso_referral', 'messages', 'message', 'teacher_slug', 'teacherSlug', 'topic', 'voice_id', 'speed', 'user_id', 'is_admin', 'email', 'password', 'token', 'action', 'role', 'content'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const CONTENT_TYPES = [undefined, 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=----parley', 'application/octet-stream', 'audio/webm', 'garbage/;;;=', 'application/json; charset=utf-16'];

type Route = { method: string; path: string };
// A built web app, or a minimal one, so page routes answer as in production (not "not built yet").
const webRoot = existsSync(join(webBuildFolder, 'index.html')) ? webBuildFolder : minimalWebRoot();
const server = testServerForFile({ webRoot });
let routes: Route[];
/** Session cookies of a free learner and of a subscriber (test-mode checkout paid). */
const sessionCookies: Record<'free' | 'subscriber', string> = { free: '', subscriber: '' };
let tables: string[];

beforeAll(async () => {
  const app = createApp(server.deps, { webRoot });
  const seen = new Set<string>();
  routes = app.routes
    .map(({ method, path }) => ({ method, path }))
    .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`));
  const learner = await signedInClient(server.url, 'fuzz@parley.test');
  const subscriber = await signedInClient(server.url, 'fuzz.subscriber@parley.test');
  const checkout = await subscriber.request('/functions/v1/checkout', { body: { price_id: 'price_parley_monthly', mode: 'subscription' } });
  await subscriber.request(`/functions/v1/test-billing/checkouts/${String(checkout.body.url).split('/test-checkout/')[1]}/pay`, { body: {} });
  expect((await subscriber.request('/api/me/subscription')).body.subscription.subscription_status).toBe('active');
  for (const [kind, client] of [['free', learner], ['subscriber', subscriber]] as const) {
    sessionCookies[kind] = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    // Reads that create what a signed-in user always has (the profile) happen once before comparing.
    await client.request('/api/me/profile');
    await client.request('/api/me/subscription');
  }
  const result = await server.deps.database.pglite!.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  tables = result.rows.map((row) => row.name).filter((name) => !UNCOMPARED_TABLES.has(name));
}, 120_000);

function minimalWebRoot(): string {
  const folder = mkdtempSync(join(tmpdir(), 'parley-fuzz-web-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><html><head><title>Parley</title><meta name="description" content=""></head><body><div id="root"></div></body></html>');
  return folder;
}

/** Every compared table's row count and a digest of its contents. */
async function snapshotDatabase(): Promise<Record<string, string>> {
  const query = tables.map((name) => `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${name}" t`).join(' union all ');
  const result = await server.deps.database.pglite!.query<{ name: string; digest: string }>(query);
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}

const pathSegment = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('constructor', '__proto__', 'toString', '..', '%00', 'cs_test_x', 'cancel_now', 'valueOf')).map((value) => encodeURIComponent(value) || 'x');
/** Characters PostgreSQL cannot store (NUL, halves of surrogate pairs) beside ordinary and astral ones. */
const UNSTORABLE = ['\u0000', '\ud800', '\udc00', '\udbff'];
const mixedText = fc.string({ unit: fc.constantFrom('a', ' ', 'é', '🍕', ...UNSTORABLE), maxLength: 30 });
const unstorableText = fc.tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...UNSTORABLE), fc.string({ maxLength: 20 })).map(([before, bad, after]) => before + bad + after);
const body = fc.oneof(
  fc.constant(undefined),
  fc.constant(''),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.dictionary(fc.constantFrom(...BODY_KEYS), fc.oneof(fc.jsonValue(), mixedText), { maxKeys: 6 }).map((value) => JSON.stringify(value)),
  // Well-formed requests but for one character that cannot be stored: refused before anything is written.
  fc.record({ teacher_slug: fc.constantFrom('sophia', 'maya', 'lucia'), messages: fc.tuple(fc.record({ role: fc.constant('user'), content: unstorableText })), stream: fc.boolean() }).map((value) => JSON.stringify(value)),
  fc.record({ name: unstorableText, email: fc.constant('fuzzed@parley.test'), password: fc.constant('a-long-password-1') }).map((value) => JSON.stringify(value)),
  fc.record({ word: unstorableText, definition: mixedText, text: unstorableText, teacher_slug: fc.constant('sophia') }).map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.uint8Array({ maxLength: 2_000 }),
  fc.integer({ min: 60_000, max: 1_200_000 }).map((size) => `{"message":"${'a'.repeat(size)}"}`),
);

function concretePath(route: Route, segments: string[]) {
  let index = 0;
  return route.path.replace(/:[^/]+|\*/g, () => segments[index++]!);
}

/** Always tried first on routes with parameters: names that live on every JavaScript object. */
function trickyExamples(route: Route): Array<[FuzzRequest]> {
  if (!/[:*]/.test(route.path)) return [];
  return ['constructor', '__proto__', 'toString'].map((name) => [
    { path: concretePath(route, [name, name, name]), method: route.method === 'ALL' ? 'POST' : route.method, body: '{}', contentType: 'application/json', caller: 'subscriber', origin: 'own', query: undefined },
  ]);
}

function requestFor(route: Route) {
  return fc.record({
    path: fc.array(route.path.startsWith('/api/auth/') ? fc.oneof(fc.constantFrom(...AUTH_ENDPOINTS), pathSegment) : pathSegment, { minLength: 3, maxLength: 3 }).map((segments) => concretePath(route, segments)),
    method: route.method === 'ALL' ? fc.constantFrom(...METHODS) : fc.oneof({ weight: 4, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
    body,
    contentType: fc.constantFrom(...CONTENT_TYPES),
    caller: fc.constantFrom('anonymous', 'free', 'subscriber'),
    origin: fc.constantFrom('own', 'none', 'https://evil.example'),
    query: fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 20 }), mixedText), { maxKeys: 3 }), { nil: undefined }),
  });
}

type FuzzRequest = ReturnType<typeof requestFor> extends fc.Arbitrary<infer R> ? R : never;

/** One request on its own connection (node:http, no keep-alive): an upload refused unread cannot spoil the next. */
async function send(request: FuzzRequest): Promise<number> {
  const headers: Record<string, string> = { Connection: 'close' };
  if (request.contentType) headers['Content-Type'] = request.contentType;
  if (request.caller !== 'anonymous') headers.Cookie = sessionCookies[request.caller];
  if (request.origin !== 'none') headers.Origin = request.origin === 'own' ? server.url : request.origin;
  const canHaveBody = !['GET', 'HEAD'].includes(request.method) && request.body !== undefined;
  const search = request.query ? `?${new URLSearchParams(request.query)}` : '';
  const payload = canHaveBody ? Buffer.from(request.body as string | Uint8Array) : undefined;
  if (payload) headers['Content-Length'] = String(payload.length);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${server.url}${request.path}${search}`, { method: request.method, headers, agent: false, timeout: 15_000 }, (response) => {
      const status = response.statusCode ?? 0;
      // Event streams stay open: the status is what matters.
      if (String(response.headers['content-type']).includes('text/event-stream')) {
        response.destroy();
        return resolve(status);
      }
      response.resume();
      response.on('end', () => resolve(status));
      response.on('error', reject);
    });
    // The server may answer (413) and close before reading a large upload: the answer is what counts.
    outgoing.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error)));
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.end(payload);
  });
}

describe('every route under arbitrary input', () => {
  it('enumerates the routes from the app', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual({ method: 'POST', path: '/functions/v1/test-billing/portal/:action' });
  });

  it('never answers 5xx and never changes the database', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (request) => {
          const before = await snapshotDatabase();
          const status = await send(request);
          expect(status, `${request.method} ${request.path}`).toBeLessThan(500);
          if (ACCEPTS_ANY_BODY.has(`${request.method} ${route.path}`) && status < 300) return;
          expect(await snapshotDatabase(), `${request.method} ${request.path} answered ${status}`).toEqual(before);
        }),
        { numRuns: RUNS_PER_ROUTE, examples: trickyExamples(route), seed: process.env.PARLEY_FUZZ_SEED ? Number(process.env.PARLEY_FUZZ_SEED) : undefined },
      );
    }
  }, 180_000);
});
