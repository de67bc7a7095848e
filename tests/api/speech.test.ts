import { beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
let client: HttpClient;

beforeAll(async () => {
  client = await signedInClient(server.url, 'listener@parley.test');
});

async function speak(body: unknown, path = '/functions/v1/speech') {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: server.url }, body: JSON.stringify(body) });
}

describe('speech function (offline eSpeak NG by default)', () => {
  it('returns real WAV audio, longer at slow speed', async () => {
    const normal = await speak({ text: 'Welcome to Parley. Let us practise together.', teacher_slug: 'sophia', speed: 1 });
    expect(normal.status).toBe(200);
    expect(normal.headers.get('content-type')).toBe('audio/wav');
    const normalBytes = new Uint8Array(await normal.arrayBuffer());
    expect(new TextDecoder().decode(normalBytes.slice(0, 4))).toBe('RIFF');
    const slow = await speak({ text: 'Welcome to Parley. Let us practise together.', teacher_slug: 'sophia', speed: 0.5 });
    expect((await slow.arrayBuffer()).byteLength).toBeGreaterThan(normalBytes.length * 1.3);
  });

  it('still accepts a teacher\'s voice_id from older clients', async () => {
    const response = await speak({ text: 'Hello there.', voice_id: 'EXAVITQu4vr4xnSDxMaL', speed: 1 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
  });

  it('serves the same audio at the text-to-speech fallback path', async () => {
    const response = await speak({ text: 'Hola, ¿qué tal?', teacher_slug: 'lucia', speed: 1 }, '/functions/v1/text-to-speech');
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it.each([
    [{ text: '', speed: 1 }, 'text must not be empty'],
    [{ text: '   ', speed: 1 }, 'text must not be empty'],
    [{ text: 'x'.repeat(1001), speed: 1 }, 'at most 1000'],
    [{ text: 'Hello', speed: 2 }, 'speed must be 1 or 0.5'],
    [{ text: 42 }, 'text'],
    [{ text: 'Hello', voice_id: '../../etc/passwd' }, 'voice_id is not valid'],
    [{ text: 'Hello', teacher_slug: 'nobody', speed: 1 }, "teachers' voices only"],
    [{ text: 'Hello', teacher_slug: '../../etc/passwd', speed: 1 }, "teachers' voices only"],
  ])('refuses %j', async (body, message) => {
    const response = await speak(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain(message);
  });

  it('requires a session', async () => {
    const response = await createHttpClient(server.url).request('/functions/v1/speech', { body: { text: 'Hello', speed: 1 } });
    expect(response.status).toBe(401);
  });
});
