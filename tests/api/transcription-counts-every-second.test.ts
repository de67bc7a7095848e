/**
 * Transcription is charged for the seconds in the recording's samples, never for what its header claims,
 * and a recording the learner cancels after the provider received it is counted (the provider bills it),
 * so neither a forged WAV nor cancelled uploads can walk around the 60 s limit, the daily budget or the ledger.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeWav } from '../../src/server/features/speech/wav-header';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { fakeOpenAiForFile, testServerForFile } from '../support/test-server-for-file';
import { allowanceUsed, ledgerOf, userIdOf } from '../support/usage-fixtures';

const openai = fakeOpenAiForFile();
// 5 recorded seconds a day for a free account.
const server = testServerForFile(() => ({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl, FREE_TRANSCRIPTION_SECONDS_PER_DAY: '5' } }));
let learners = 0;

beforeEach(() => {
  openai.transcriptions.requests.length = 0;
  openai.transcriptions.latencyMs = 0;
});

const newLearner = async () => {
  const client = await signedInClient(server.url, `counted-speaker-${++learners}@parley.test`);
  return { client, userId: await userIdOf(client) };
};

/** `seconds` of a tone at `rate` Hz, 16-bit mono, its byte-rate field set to `byteRate` when given. */
function wav(seconds: number, rate = 16_000, byteRate?: number): Uint8Array {
  const bytes = encodeWav(new Int16Array(Math.round(seconds * rate)).map((_, i) => Math.round(800 * Math.sin(i / 5))), rate);
  if (byteRate !== undefined) new DataView(bytes.buffer).setUint32(28, byteRate, true);
  return bytes;
}

function upload(client: HttpClient, body: Uint8Array, options: { durationMs?: number; signal?: AbortSignal } = {}) {
  return fetch(`${server.url}/functions/v1/transcribe?teacher_slug=maya&duration_ms=${options.durationMs ?? 1000}`, {
    method: 'POST',
    headers: { 'Content-Type': 'audio/wav', Origin: server.url, Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: new Uint8Array(body),
    signal: options.signal,
  });
}

describe('a WAV is measured from its samples', () => {
  it('refuses 262 s of audio whose byte-rate field claims 1 s, with a 400 that costs nothing', async () => {
    const { client, userId } = await newLearner();
    // 262 s of 8 kHz 16-bit mono is 4,192,044 bytes: under the 4 MB limit, and 1 s at the claimed 4 MB a second.
    const forged = wav(262, 8_000, 4 * 1024 * 1024);
    expect(forged.length).toBeLessThan(4 * 1024 * 1024);
    const response = await upload(client, forged);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'invalid_audio', error: expect.stringMatching(/byte rate/) });
    expect(openai.transcriptions.requests).toHaveLength(0);
    expect(await ledgerOf(server, { userId })).toEqual([]);
    expect(await allowanceUsed(server, `user:${userId}`, 'transcription-seconds')).toBe(0);
  });

  it('refuses the same 262 s with an honest header as longer than 60 s', async () => {
    const { client } = await newLearner();
    const response = await upload(client, wav(262, 8_000));
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('invalid_duration');
    expect(openai.transcriptions.requests).toHaveLength(0);
  });

  it('charges a 4 s recording at 8 kHz that declares 1 s for its 4 s', async () => {
    const { client, userId } = await newLearner();
    expect((await upload(client, wav(4, 8_000))).status).toBe(200);
    expect((await ledgerOf(server, { userId })).map((row) => row.seconds)).toEqual([4]);
    expect(await allowanceUsed(server, `user:${userId}`, 'transcription-seconds')).toBe(4);
  });
});

describe('a transcription cancelled after the provider received it', () => {
  it('is in the ledger and stays in the daily budget, which then refuses more', async () => {
    const { client, userId } = await newLearner();
    openai.transcriptions.latencyMs = 2_000;
    for (let i = 1; i <= 2; i += 1) {
      const leaving = new AbortController();
      const answer = upload(client, wav(2), { durationMs: 2000, signal: leaving.signal });
      await vi.waitFor(() => expect(openai.transcriptions.requests).toHaveLength(i), { timeout: 5_000 });
      leaving.abort();
      await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    }
    await vi.waitFor(async () => expect((await ledgerOf(server, { userId })).map((row) => [row.kind, row.seconds])).toEqual([['transcription', 2], ['transcription', 2]]));
    expect(await allowanceUsed(server, `user:${userId}`, 'transcription-seconds')).toBe(4);
    // 4 of 5 seconds used by the cancelled two: a third recording of 2 s is over the budget.
    openai.transcriptions.latencyMs = 0;
    const third = await upload(client, wav(2), { durationMs: 2000 });
    expect(third.status).toBe(429);
    expect(openai.transcriptions.requests).toHaveLength(2);
  });
});
