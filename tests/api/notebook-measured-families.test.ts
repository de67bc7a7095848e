/**
 * The offline tutor corrects, and the Notebook keeps, only what a family measured right often enough finds
 * (packs/<lang>/measured-families.json, ADR 025): a change from a family that may only ask is put to the
 * learner as a question in the reply and never reaches the Notebook through the api.
 */
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();

type Entry = { kind: string; front: string; back: string; note: string; context: string | null; teacher_name: string };

const QUESTION = /^(A question to think about: would '[^']+' fit better than '[^']+' there\?|Something to think about: is it '[^']+' or '[^']+'\?)/;

async function corrections(learner: HttpClient): Promise<Entry[]> {
  return (await learner.request('/api/notebook?kind=correction')).body.entries;
}

/** The learner's corrections once there are at least `count` (notes are written after the reply). */
async function waitForCorrections(learner: HttpClient, count: number, timeoutMs = 60_000): Promise<Entry[]> {
  const started = Date.now();
  for (;;) {
    const entries = await corrections(learner);
    if (entries.length >= count) return entries;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out with ${entries.length} notebook corrections`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function say(learner: HttpClient, content: string, extra: Record<string, unknown> = {}) {
  return learner.request('/functions/v1/chat', { body: { teacher_slug: 'sophia', messages: [{ role: 'user', content }], ...extra } });
}

describe('the Notebook keeps only corrections from families measured right often enough (offline tutor)', () => {
  // Subject-verb agreement asks; an irregular past form is not yet proven (too few firings): each is put as a question.
  it.each([
    ['asks', 'He go to school every day.', 'He goes'],
    ['is not yet proven', 'We buyed a new car last week.', 'We bought'],
  ])('asks about a change from a family that %s, and the Notebook keeps nothing of it', async (status, sentence, better) => {
    const learner = await signedInClient(server.url, `gate-${status.replace(/\W+/g, '-')}@parley.test`);
    const first = await say(learner, sentence);
    expect(first.status).toBe(200);
    const question = first.body.choices[0].message.content as string;
    expect(question).toMatch(QUESTION);
    expect(question).toContain(`'${better}'`);
    expect(await corrections(learner)).toEqual([]);

    // A misspelling, a family that corrects: once its note is in, the question above has left nothing.
    const second = await say(learner, 'We went to the musuem on Sunday.', { conversation_id: first.body.conversation_id });
    expect(second.status).toBe(200);
    const told = second.body.choices[0].message.content as string;
    expect(told).toContain("'the museum'");
    expect(told).toContain("'the musuem'");
    expect(told).not.toMatch(QUESTION);
    await waitForCorrections(learner, 1);
    await new Promise((r) => setTimeout(r, 500)); // nothing else arrives late
    const entries = await corrections(learner);
    // The learner's sentence is kept with the part, for Review to show it where it was said.
    expect(entries).toEqual([expect.objectContaining({ kind: 'correction', front: 'the musuem', back: 'the museum', context: 'We went to the musuem on Sunday.' })]);
    expect(entries[0]!.note).toMatch(/spelt 'museum'/);
  }, 90_000);

  it('keeps the misspelling of a message and nothing of its slip a family may only ask about', async () => {
    const learner = await signedInClient(server.url, 'gate-mixed@parley.test');
    const response = await say(learner, 'He go to school every day. We went to the musuem on Sunday.');
    expect(response.status).toBe(200);
    const reply = response.body.choices[0].message.content as string;
    // The reply tells the correction it can vouch for, and never tells the other as a correction.
    expect(reply).toMatch(/'the museum'/);
    expect(reply).not.toMatch(/'He goes'/);
    // Both sentences are checked in the same note: the Notebook holds the one correction, never 'He go'.
    await waitForCorrections(learner, 1);
    await new Promise((r) => setTimeout(r, 500));
    const entries = await corrections(learner);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'correction', front: 'the musuem', back: 'the museum', context: 'We went to the musuem on Sunday.', teacher_name: 'Sophia Bennett' });
  }, 90_000);

  it('keeps a misspelling in written work, and nothing of a slip the writing feedback only asks about', async () => {
    const learner = await signedInClient(server.url, 'gate-writing@parley.test');
    const text = 'Free writing\n\nMy brother go to work by bus. Last month he started a new job in a musuem near the river.';
    const response = await say(learner, text, { mode: 'writing' });
    expect(response.status).toBe(200);
    const reply = response.body.choices[0].message.content as string;
    expect(reply).toMatch(/'a musuem'.*'a museum'/);
    // The agreement slip is asked about (its family is not proven), never told as a fix.
    expect(reply).toMatch(/to think about: (?:is it 'brother go' or 'brother goes'|would 'brother goes' fit better)/);
    expect(reply).not.toMatch(/(?:you could write|try|Change '[^']*' to) '(?:brother goes|He goes)'/);
    await waitForCorrections(learner, 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(await corrections(learner)).toEqual([expect.objectContaining({ front: 'a musuem', back: 'a museum', context: 'Last month he started a new job in a musuem near the river.' })]);
  }, 90_000);
});
