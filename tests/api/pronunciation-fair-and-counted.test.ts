/**
 * The one PocketSphinx worker is shared fairly and every second it hears is counted: one account cannot
 * hold it (past its share it gets a 429 with Retry-After while another learner is heard), a check the
 * learner cancels once the worker started on it stays in the ledger and the daily budget, and a WAV is
 * measured from its samples, not from the byte rate its header claims.
 */
import { describe, expect, it, vi } from 'vitest';
import { PRONUNCIATION_CHECKS_PER_CALLER } from '../../src/server/features/pronunciation/pocketsphinx-assessor';
import { encodeWav } from '../../src/server/features/speech/wav-header';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';
import { allowanceUsed, ledgerOf, userIdOf } from '../support/usage-fixtures';

const server = testServerForFile();
let learners = 0;

const newLearner = async () => {
  const client = await signedInClient(server.url, `fair-reader-${++learners}@parley.test`);
  return { client, userId: await userIdOf(client) };
};

/** `seconds` of a tone loud enough to be taken for speech, 16 kHz mono; its byte-rate field set to `byteRate` when given. */
function tone(seconds: number, byteRate?: number): Uint8Array {
  const bytes = encodeWav(new Int16Array(Math.round(seconds * 16_000)).map((_, i) => Math.round(3000 * Math.sin(i / 5))), 16_000);
  if (byteRate !== undefined) new DataView(bytes.buffer).setUint32(28, byteRate, true);
  return bytes;
}

function check(client: HttpClient, body: Uint8Array, signal?: AbortSignal) {
  return fetch(`${server.url}/functions/v1/pronunciation?teacher_slug=maya&duration_ms=1000&text=${encodeURIComponent('I think so, and I read the right letter today.')}`, {
    method: 'POST',
    headers: { 'Content-Type': 'audio/wav', Origin: server.url, Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: new Uint8Array(body),
    signal,
  });
}

describe('the pronunciation worker, shared fairly', () => {
  it('answers one account past its share with a 429 and Retry-After, and still hears another learner', async () => {
    const greedy = await newLearner();
    const other = await newLearner();
    const burst = Array.from({ length: 6 }, () => check(greedy.client, tone(20)));
    const answers = await Promise.all(burst);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(6 - PRONUNCIATION_CHECKS_PER_CALLER);
    expect(await refused[0]!.json()).toEqual({ code: 'too_many_checks', error: `You already have ${PRONUNCIATION_CHECKS_PER_CALLER} readings being checked. Wait for them to finish, then try again.` });
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Refused checks cost nothing: only the admitted ones are in the budget and the ledger.
    expect(await allowanceUsed(server, `user:${greedy.userId}`, 'transcription-seconds')).toBe(20 * PRONUNCIATION_CHECKS_PER_CALLER);
    expect(await ledgerOf(server, { userId: greedy.userId })).toHaveLength(PRONUNCIATION_CHECKS_PER_CALLER);

    const [again, otherLearner] = await Promise.all([Promise.all(Array.from({ length: 4 }, () => check(greedy.client, tone(20)))), check(other.client, tone(3))]);
    expect(again.filter((r) => r.status === 429)).toHaveLength(4 - PRONUNCIATION_CHECKS_PER_CALLER);
    expect(otherLearner.status).toBe(200);
  }, 120_000);
});

describe('a pronunciation check cancelled once the worker started on it', () => {
  it('is in the ledger with its seconds and stays in the daily budget', async () => {
    const { client, userId } = await newLearner();
    const leaving = new AbortController();
    const answer = check(client, tone(20), leaving.signal);
    // Its seconds are reserved just before the worker gets the recording; the worker then needs over a second for it.
    await vi.waitFor(async () => expect(await allowanceUsed(server, `user:${userId}`, 'transcription-seconds')).toBe(20), { timeout: 10_000, interval: 20 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    leaving.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(async () => expect((await ledgerOf(server, { userId })).map((row) => [row.purpose, row.provider, row.seconds])).toEqual([['pronunciation', 'pocketsphinx', 20]]), { timeout: 5_000 });
    expect(await allowanceUsed(server, `user:${userId}`, 'transcription-seconds')).toBe(20);
  }, 60_000);
});

describe('a pronunciation WAV is measured from its samples', () => {
  it('refuses 10 s whose header claims 1 s with a 400 that costs nothing, and charges the honest 10 s as 10 s', async () => {
    const { client, userId } = await newLearner();
    const forged = await check(client, tone(10, 16_000 * 2 * 10));
    expect(forged.status).toBe(400);
    expect((await forged.json()).code).toBe('invalid_audio');
    expect(await allowanceUsed(server, `user:${userId}`, 'transcription-seconds')).toBe(0);
    expect(await ledgerOf(server, { userId })).toEqual([]);

    expect((await check(client, tone(10))).status).toBe(200);
    expect((await ledgerOf(server, { userId })).map((row) => row.seconds)).toEqual([10]);
  }, 60_000);
});
