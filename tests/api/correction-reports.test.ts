/**
 * "That's not right": a learner reports one of their corrections; it leaves the Notebook and Review in the
 * same transaction as its report, once, and the admin panel counts the reports per rule.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { correctionReports, notebookEntries, userProfiles } from '../../src/server/db/schema';
import { addNotebookEntries } from '../../src/server/features/notebook/add-notebook-entries';
import { reportedCorrectionsSchema } from '../../src/shared/api/admin-usage';
import { correctionReportedResponseSchema } from '../../src/shared/api/notebook';
import { reviewSessionSchema } from '../../src/shared/api/review';
import { startFakeOpenAiServer } from '../fakes/fake-openai-server';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { startTestServer } from '../support/start-test-server';
import { testServerForFile } from '../support/test-server-for-file';
import { userIdOf } from '../support/usage-fixtures';

const server = testServerForFile();
let learner: HttpClient;
let learnerId: string;
let other: HttpClient;
let otherId: string;
let admin: HttpClient;

beforeAll(async () => {
  learner = await signedInClient(server.url, 'reports-learner@parley.test');
  learnerId = await userIdOf(learner);
  other = await signedInClient(server.url, 'reports-other@parley.test');
  otherId = await userIdOf(other);
  admin = await signedInClient(server.url, 'reports-admin@parley.test');
  await server.deps.db.update(userProfiles).set({ isAdmin: true }).where(eq(userProfiles.userId, await userIdOf(admin)));
}, 60_000);

const correction = (front: string, back: string, rule?: string) => ({ kind: 'correction' as const, front, back, note: 'A short why.', rule, teacherSlug: 'maya', teacherName: 'Maya Chen' });

async function entryId(userId: string, front: string): Promise<string> {
  const [row] = await server.deps.db.select({ id: notebookEntries.id }).from(notebookEntries).where(eq(notebookEntries.front, front));
  expect(row, `${front} of ${userId}`).toBeDefined();
  return row!.id;
}

const report = (client: HttpClient, id: string) => client.request(`/api/notebook/reports/${id}`, { body: {} });

describe('reporting a correction', () => {
  it('takes it out of the Notebook and the Review session, and keeps the report with its rule', async () => {
    await addNotebookEntries(server.deps.db, learnerId, [
      correction('She go to school every day.', 'She goes to school every day.', 'subject-verb-agreement'),
      correction('I am agree with you.', 'I agree with you.', 'be-or-have'),
      { kind: 'word', front: 'simmer', back: 'to cook gently' },
    ]);
    const id = await entryId(learnerId, 'She go to school every day.');
    const session = reviewSessionSchema.parse((await learner.request('/api/review')).body);
    expect(session.cards.map((card) => card.id)).toContain(id);

    const response = await report(learner, id);
    expect(response.status).toBe(201);
    expect(correctionReportedResponseSchema.parse(response.body)).toEqual({ reported: true, is_new: true });

    const notebook = (await learner.request('/api/notebook?kind=correction')).body.entries as Array<{ id: string }>;
    expect(notebook.map((e) => e.id)).not.toContain(id);
    expect(notebook).toHaveLength(1);
    const after = reviewSessionSchema.parse((await learner.request('/api/review')).body);
    expect(after.cards.map((card) => card.id)).not.toContain(id);
    expect(after.due_count).toBe(session.due_count - 1);
    expect((await learner.request('/api/review/due-count')).body.due_count).toBe(session.due_count - 1);
    expect((await learner.request(`/api/review/${id}`, { body: { rating: 3 } })).status).toBe(404);

    const reports = await server.deps.db.select().from(correctionReports).where(eq(correctionReports.entryId, id));
    expect(reports).toEqual([
      expect.objectContaining({ userId: learnerId, rule: 'subject-verb-agreement', front: 'She go to school every day.', back: 'She goes to school every day.', teacherSlug: 'maya' }),
    ]);
  });

  it('is idempotent: a second report answers the same and changes nothing', async () => {
    const id = await entryId(learnerId, 'I am agree with you.');
    expect((await report(learner, id)).status).toBe(201);
    const before = await server.deps.db.select().from(correctionReports);
    const again = await report(learner, id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ reported: true, is_new: false });
    expect(await server.deps.db.select().from(correctionReports)).toEqual(before);
  });

  it('answers 404 for another learner\'s entry (reported or not) and 400 for a bad id, changing nothing', async () => {
    await addNotebookEntries(server.deps.db, otherId, [correction('He have two cats.', 'He has two cats.')]);
    const othersId = await entryId(otherId, 'He have two cats.');
    const [reportedByLearner] = await server.deps.db.select().from(correctionReports).limit(1);
    const reportsBefore = await server.deps.db.select().from(correctionReports);

    const attempts: Array<[HttpClient, string]> = [[learner, othersId], [other, reportedByLearner!.entryId], [learner, '3f1c2b7e-8d4a-4c1e-9f0a-1b2c3d4e5f60']];
    for (const [client, id] of attempts) {
      const response = await report(client, id);
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({ error: 'This notebook entry could not be found.', code: 'entry_not_found' });
    }
    for (const id of ['not-an-id', 'constructor', '12345']) {
      const response = await report(learner, id);
      expect(response.status, id).toBe(400);
      expect(response.body.code).toBe('invalid_entry_id');
    }
    expect((await other.request('/api/notebook?kind=correction')).body.entries).toHaveLength(1);
    expect(await server.deps.db.select().from(correctionReports)).toEqual(reportsBefore);
  });

  it('refuses a saved word (it is removed, not reported) and a signed-out caller', async () => {
    const wordId = await entryId(learnerId, 'simmer');
    const response = await report(learner, wordId);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('not_a_correction');
    expect((await learner.request('/api/notebook?kind=word')).body.entries).toHaveLength(1);
    const { createHttpClient } = await import('../support/http-client');
    expect((await report(createHttpClient(server.url), wordId)).status).toBe(401);
  });

  it('does not note a reported correction again; a missing rule is stored as "unknown"', async () => {
    const added = await addNotebookEntries(server.deps.db, learnerId, [
      correction('She go to school every day.', 'She goes to school every day.', 'subject-verb-agreement'),
      correction('Me and him went home.', 'He and I went home.'),
    ]);
    expect(added).toBe(1);
    const [row] = await server.deps.db.select().from(notebookEntries).where(eq(notebookEntries.front, 'Me and him went home.'));
    expect(row!.rule).toBe('unknown');
  });
});

describe('the admin panel\'s count per rule', () => {
  it('counts reports per rule, most reported first, with learners and the latest example', async () => {
    await addNotebookEntries(server.deps.db, otherId, [correction('They was late.', 'They were late.', 'subject-verb-agreement')]);
    expect((await report(other, await entryId(otherId, 'They was late.'))).status).toBe(201);
    expect((await report(other, await entryId(otherId, 'He have two cats.'))).status).toBe(201);

    const response = await admin.request('/api/admin/usage/reported-corrections');
    expect(response.status).toBe(200);
    const summary = reportedCorrectionsSchema.parse(response.body);
    expect(summary.total).toBe(4);
    expect(summary.rules.map(({ rule, reports, learners }) => ({ rule, reports, learners }))).toEqual([
      { rule: 'subject-verb-agreement', reports: 2, learners: 2 },
      { rule: 'unknown', reports: 1, learners: 1 },
      { rule: 'be-or-have', reports: 1, learners: 1 },
    ]);
    expect(summary.rules[0]!.example).toEqual({ front: 'They was late.', back: 'They were late.' });
  });

  it('is for admins only', async () => {
    const response = await learner.request('/api/admin/usage/reported-corrections');
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('not_admin');
  });
});

describe('a correction of the offline tutor', () => {
  it('is noted with the rule that made it, and its report is counted under that rule', async () => {
    const talker = await signedInClient(server.url, 'reports-talker@parley.test');
    expect((await talker.request('/functions/v1/chat', { body: { teacher_slug: 'maya', messages: [{ role: 'user', content: 'Yesterday I went to the park with my sister and her dogg.' }] } })).status).toBe(200);
    const started = Date.now();
    let entries: Array<{ id: string; front: string }> = [];
    while (entries.length === 0 && Date.now() - started < 60_000) {
      entries = (await talker.request('/api/notebook?kind=correction')).body.entries;
      if (entries.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    const [row] = await server.deps.db.select().from(notebookEntries).where(eq(notebookEntries.id, entries[0]!.id));
    // A misspelling: the family the measured gate lets correct and keep (an irregular past is only asked about).
    expect(row!.rule).toBe('harper:spelling');
    expect((await report(talker, row!.id)).status).toBe(201);
    const [saved] = await server.deps.db.select().from(correctionReports).where(eq(correctionReports.entryId, row!.id));
    expect(saved!.rule).toBe(row!.rule);
  }, 90_000);
});

describe('a correction of the paid model\'s notes', () => {
  it('is noted under the rule "model"', async () => {
    const openai = await startFakeOpenAiServer();
    const notesServer = await startTestServer({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl, OPENAI_MODEL: 'tutor-model', OPENAI_NOTES_MODEL: 'notes-model', LEARNING_NOTES: 'on' } });
    try {
      const client = await signedInClient(notesServer.url, 'reports-notes@parley.test');
      openai.reply = JSON.stringify({ corrections: [{ original: 'I am work in a hospital.', corrected: 'I work in a hospital.', why: 'No "am" before a present simple verb.' }], facts: [] });
      const body = { teacher_slug: 'maya', messages: [{ role: 'user', content: 'I am work in a hospital.' }] };
      expect((await client.request('/functions/v1/chat', { body })).status).toBe(200);
      await expect.poll(async () => (await notesServer.deps.db.select().from(notebookEntries)).length, { timeout: 10_000 }).toBe(1);
      const [entry] = await notesServer.deps.db.select().from(notebookEntries);
      expect(entry).toMatchObject({ kind: 'correction', front: 'I am work in a hospital.', rule: 'model' });
    } finally {
      await notesServer.close();
      await openai.close();
    }
  });
});
