import { describe, expect, it } from 'vitest';
import { signedInClient } from '../support/sign-in';
import { openAiTestServerForFile, testServerForFile } from '../support/test-server-for-file';

const TOKEN = 'metrics-token-0123456789abcdef';
const { openai, server } = openAiTestServerForFile({ METRICS_TOKEN: TOKEN });
const serverWithoutToken = testServerForFile();

const scrape = (url: string, authorization?: string) => fetch(`${url}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });

/** The value of one sample line, e.g. `parley_http_requests_total{method="GET",route="/healthz",status="200"}`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((pair) => l.includes(pair)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('is off (404) when METRICS_TOKEN is not set, token or not', async () => {
    expect((await scrape(serverWithoutToken.url)).status).toBe(404);
    expect((await scrape(serverWithoutToken.url, `Bearer ${TOKEN}`)).status).toBe(404);
  });

  it('refuses (401) without the bearer token, or with a wrong one', async () => {
    expect((await scrape(server.url)).status).toBe(401);
    expect((await scrape(server.url, 'Bearer wrong-token-0123456789abcdef')).status).toBe(401);
    expect((await scrape(server.url, TOKEN)).status).toBe(401);
  });

  it('counts a request by its route pattern and status, never by its raw URL', async () => {
    const before = await (await scrape(server.url, `Bearer ${TOKEN}`)).text();
    const counted = { method: 'GET', route: '/healthz', status: '200' };
    const was = sample(before, 'parley_http_requests_total', counted) ?? 0;
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await fetch(`${server.url}/api/auth/reset-password/a-secret-looking-token`);
    const after = await (await scrape(server.url, `Bearer ${TOKEN}`)).text();
    expect(sample(after, 'parley_http_requests_total', counted)).toBe(was + 1);
    expect(sample(after, 'parley_http_request_duration_seconds_count', counted)).toBe(was + 1);
    expect(after).toContain('route="/api/auth/*"');
    expect(after).not.toContain('a-secret-looking-token');
  });

  it('answers the metric names after some traffic: latency, first token, first audio, provider errors, queues, spend', async () => {
    const learner = await signedInClient(server.url, 'metrics-learner@parley.test');
    const chat = await learner.request('/functions/v1/chat', { body: { teacher_slug: 'maya', stream: true, messages: [{ role: 'user', content: 'Hello there!' }] } });
    expect(chat.status).toBe(200);
    const speech = await learner.request('/functions/v1/speech', { body: { text: 'Hello there.', teacher_slug: 'maya', speed: 1 }, headers: { Accept: 'audio/pcm' } });
    expect(speech.status).toBe(200);
    openai.behaviour = 'http-500';
    try {
      const failed = await learner.request('/functions/v1/chat', { body: { teacher_slug: 'maya', messages: [{ role: 'user', content: 'Again?' }] } });
      expect(failed.status).toBeGreaterThanOrEqual(500);
    } finally {
      openai.behaviour = 'reply';
    }

    const response = await scrape(server.url, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    for (const name of [
      'parley_http_requests_total',
      'parley_http_request_duration_seconds_bucket',
      'parley_chat_first_token_seconds_count',
      'parley_speech_first_audio_seconds_count',
      'parley_provider_errors_total',
      'parley_worker_queue_depth',
      'parley_spend_today_usd',
      'parley_process_cpu_seconds_total',
    ]) {
      expect(text, name).toContain(`${name}`);
    }
    expect(sample(text, 'parley_chat_first_token_seconds_count', {})).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'parley_provider_errors_total', { kind: 'unavailable' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'parley_spend_today_usd', { provider: 'openai' })).toBeGreaterThan(0);
  });
});
