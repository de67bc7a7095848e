import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../support/http-client';
import { testServerForFile } from '../support/test-server-for-file';
import { startTestServer } from '../support/start-test-server';

const server = testServerForFile({ env: { AUTH_RATE_LIMIT: 'on' } });

describe('health', () => {
  it('answers 200 JSON while the database is reachable', async () => {
    const response = await createHttpClient(server.url).request('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'pglite-memory' });
  });

  it('answers 503 once the database is unreachable', async () => {
    const broken = await startTestServer();
    await broken.deps.database.close();
    const response = await createHttpClient(broken.url).request('/healthz');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'unavailable', database: 'unreachable' });
    await broken.close();
  });
});

describe('web app fallback', () => {
  it('serves the app with the page title and description for app routes', async () => {
    const response = await createHttpClient(server.url).request('/privacy');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.body).toContain('<title>Privacy Policy | Parley</title>');
    expect(response.body).toMatch(/<meta name="description" content="[^"]+Effective June 18, 2025\."/);
  });

  it('serves robots.txt and a sitemap of the public pages', async () => {
    const client = createHttpClient(server.url);
    const robots = await client.request('/robots.txt');
    expect(robots.headers.get('content-type')).toMatch(/text\/plain/);
    expect(robots.body).toContain('Disallow: /app');
    expect(robots.body).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    const sitemap = await client.request('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/application\/xml/);
    for (const path of ['/pricing', '/privacy', '/terms', '/careers', '/our-story']) expect(sitemap.body).toContain(`<loc>${server.url}${path}</loc>`);
  });

  it('gives each page a canonical address and sharing tags', async () => {
    const html = (await createHttpClient(server.url).request('/pricing')).body as string;
    expect(html).toContain(`<link rel="canonical" href="${server.url}/pricing" />`);
    expect(html).toContain(`<meta property="og:url" content="${server.url}/pricing" />`);
    expect(html).toMatch(/<meta property="og:title" content="Pricing[^"]+" \/>/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it.each(['/api/nothing-here', '/functions/v1/nothing', '/favicon.ico', '/assets/missing.js'])(
    'never answers %s with the HTML page',
    async (path) => {
      const response = await createHttpClient(server.url).request(path);
      expect(response.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
      expect(response.status).toBe(404);
    },
  );

  it('embeds only the public settings, never a secret', async () => {
    const html = (await createHttpClient(server.url).request('/')).body as string;
    const config = /<script id="parley-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(config!)).toMatchObject({ supportUrl: expect.any(String), feedbackBoardUrl: expect.any(String), isGoogleSignInConfigured: false, isOfflineTutor: true, referral: null });
    expect(html).not.toContain(server.deps.env.AUTH_SECRET!);
  });

  it('sends security headers', async () => {
    const response = await createHttpClient(server.url).request('/');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('bad input', () => {
  it('refuses an oversized body with 413 before it reaches auth', async () => {
    const response = await createHttpClient(server.url).request('/api/auth/sign-up/email', {
      body: { email: 'big@parley.test', password: 'x'.repeat(100_000), name: '' },
    });
    expect(response.status).toBe(413);
    expect(response.body.error).toMatch(/too large/);
  });

  it('counts a chunked body (no Content-Length) as it arrives: over the limit 413, under it read as usual', async () => {
    const post = (body: string) => chunkedPost(`${server.url}/api/auth/sign-in/email`, body);
    const tooLarge = await post(JSON.stringify({ email: 'big@parley.test', password: 'x'.repeat(70_000) }));
    expect(tooLarge).toMatchObject({ status: 413, body: { code: 'body_too_large' } });
    const wrongPassword = await post(JSON.stringify({ email: 'nobody@parley.test', password: 'not-the-password' }));
    expect(wrongPassword.status).toBe(401); // read and judged, not refused for its framing
  });

  it('refuses malformed JSON with a 400 and a message', async () => {
    const response = await createHttpClient(server.url).request('/api/auth/sign-in/email', { rawBody: '{"email":' });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/json/i);
  });

  it('refuses an invalid email on sign-up', async () => {
    const response = await createHttpClient(server.url).request('/api/auth/sign-up/email', { body: { email: 'not-an-email', password: 'long-enough', name: '' } });
    expect(response.status).toBe(400);
  });

  it('refuses a cookie-carrying auth call from a foreign origin (cross-site request forgery)', async () => {
    const client = createHttpClient(server.url);
    await client.request('/api/auth/sign-up/email', { body: { email: 'csrf@parley.test', password: 'long-enough', name: '' } });
    await client.request('/api/auth/sign-in/email', { body: { email: 'csrf@parley.test', password: 'long-enough' } });
    const forged = await client.request('/api/auth/sign-out', { body: {}, headers: { Origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect((await client.request('/api/me/profile')).status).toBe(200);
  });

  it('requires a session for every /api/me and /api/teachers call', async () => {
    const client = createHttpClient(server.url);
    for (const path of ['/api/me/profile', '/api/me/subscription', '/api/me/is-admin', '/api/teachers', '/api/teachers/sophia']) {
      const response = await client.request(path);
      expect(response.status, path).toBe(401);
      expect(response.body.error).toBe('Not authenticated');
    }
  });
});

describe('sign-in throttling', () => {
  it('answers 429 after repeated failed sign-ins from one address', async () => {
    const client = createHttpClient(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await client.request('/api/auth/sign-in/email', { body: { email: 'victim@parley.test', password: `guess-${i}` } })).status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('ignores a client-chosen address header when counting', async () => {
    const client = createHttpClient(server.url);
    const response = await client.request('/api/auth/sign-in/email', {
      body: { email: 'victim@parley.test', password: 'another-guess' },
      headers: { 'x-parley-client-ip': '10.9.8.7', 'x-forwarded-for': '10.9.8.7' },
    });
    expect(response.status).toBe(429);
  });
});

/** A POST whose body is sent in chunks with no Content-Length, as a streaming client would. */
function chunkedPost(url: string, body: string): Promise<{ status: number; body: { code?: string; message?: string } }> {
  return new Promise((resolve, reject) => {
    const origin = new URL(url).origin;
    const req = request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin, 'Transfer-Encoding': 'chunked' } }, async (res) => {
      let text = '';
      for await (const chunk of res) text += chunk;
      resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
    });
    req.on('error', reject);
    for (let at = 0; at < body.length; at += 8192) req.write(body.slice(at, at + 8192));
    req.end();
  });
}
