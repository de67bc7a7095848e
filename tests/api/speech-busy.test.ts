import { beforeAll, describe, expect, it } from 'vitest';
import { VOICE_BUSY_MESSAGE } from '../../src/server/features/speech/espeak-synthesizer';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

// One eSpeak thread and one waiting place: the third simultaneous text has nowhere to go.
const server = testServerForFile({ env: { ESPEAK_THREADS: '1', ESPEAK_QUEUE_LIMIT: '1' } });
let cookie: string;

beforeAll(async () => {
  const client = await signedInClient(server.url, 'crowd@parley.test');
  cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
});

const longText = (n: number) => `Paragraph ${n}. ${'The museum was quiet in the morning, so we looked at every painting slowly. '.repeat(12)}`;

function speak(text: string) {
  return fetch(`${server.url}/functions/v1/speech`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: server.url },
    body: JSON.stringify({ text, teacher_slug: 'sophia', speed: 0.5 }),
  });
}

describe('speech when the eSpeak queue is full', () => {
  it('answers 503 with Retry-After and a plain sentence beyond the bound, and serves the rest', async () => {
    const responses = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => speak(longText(n))));
    const busy = responses.filter((r) => r.status === 503);
    const served = responses.filter((r) => r.status === 200);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(served.length).toBeGreaterThanOrEqual(2);
    expect(busy.length + served.length).toBe(6);
    expect(busy[0]!.headers.get('retry-after')).toBe('5');
    expect(await busy[0]!.json()).toEqual({ error: VOICE_BUSY_MESSAGE, code: 'busy' });
    for (const response of served) expect(response.headers.get('content-type')).toBe('audio/wav');

    // Once the queue drains, the refused text is spoken on retry.
    const retried = await speak(longText(6));
    expect(retried.status).toBe(200);
  }, 120_000);
});
