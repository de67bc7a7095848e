/** The offline tutor's corrections reach the notebook; review, progress, export and account deletion. */
import { eq, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';
import { waitFor } from '../support/wait-for';

const server = testServerForFile();
let learner: HttpClient;
let userId: string;
const email = 'memory-1@parley.test';

beforeAll(async () => {
  learner = await signedInClient(server.url, email);
  userId = (await learner.request('/api/me/profile')).body.profile.user_id;
});

const rowsOf = async (query: SQL) => ((await server.deps.db.execute(query)) as unknown as { rows: unknown[] }).rows;


describe('notebook, review and progress (offline tutor)', () => {
  it('notes the offline tutor\'s correction in the notebook, with the teacher and a short why', async () => {
    const response = await learner.request('/functions/v1/chat', { body: { teacher_slug: 'maya', messages: [{ role: 'user', content: 'Yesterday I went to the park with my freind.' }] } });
    expect(response.status).toBe(200);
    const entries = await waitFor(async () => {
      const list = (await learner.request('/api/notebook?kind=correction')).body.entries;
      return list.length ? list : undefined;
    });
    // The part the tutor fixed, an exact piece of what the learner wrote, not the whole sentence (ADR 024).
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'correction', front: 'my freind', back: 'my friend', teacher_name: 'Maya Chen' });
    expect(entries[0].note).toMatch(/spelt|friend/);
  }, 90_000);

  it('saves a word, refuses a bad one, and reviews a card with FSRS', async () => {
    expect((await learner.request('/api/notebook/words', { body: { word: 'Serendipity', definition: 'A happy accident.', example: 'Meeting you was serendipity.' } })).status).toBe(201);
    expect((await learner.request('/api/notebook/words', { body: { word: '', definition: 'x' } })).status).toBe(400);

    const session = await learner.request('/api/review');
    expect(session.body.due_count).toBe(2);
    const card = session.body.cards[0];
    expect((await learner.request(`/api/review/${card.id}`, { body: { rating: 7 } })).status).toBe(400);
    expect((await learner.request('/api/review/due-count')).body.due_count).toBe(2);

    const graded = await learner.request(`/api/review/${card.id}`, { body: { rating: 3 } });
    expect(graded.status).toBe(200);
    expect(Date.parse(graded.body.next_due)).toBeGreaterThan(Date.now());
    expect((await learner.request('/api/review/due-count')).body.due_count).toBe(1);

    const stranger = await signedInClient(server.url, 'memory-stranger@parley.test');
    expect((await stranger.request(`/api/review/${card.id}`, { body: { rating: 3 } })).status).toBe(404);
    expect((await stranger.request(`/api/notebook/${card.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('shows progress: streak, days, messages, corrections reviewed and 30 days of activity', async () => {
    const progress = (await learner.request('/api/progress')).body;
    expect(progress).toMatchObject({ streak_days: 1, days_practised: 1, messages: 1, corrections_reviewed: 1 });
    expect(progress.minutes_practised).toBeGreaterThanOrEqual(1);
    expect(progress.activity).toHaveLength(30);
    expect(progress.activity.at(-1).messages).toBe(1);
  });

  it('keeps the level and goals the learner gives, and refuses an unknown level', async () => {
    expect((await learner.request('/api/learner-profile', { method: 'PUT', body: { level: 'Z9' } })).status).toBe(400);
    const saved = await learner.request('/api/learner-profile', { method: 'PUT', body: { level: 'B1', goals: 'Speak at work' } });
    expect(saved.body).toMatchObject({ level: 'B1', goals: 'Speak at work', facts: [] });
  });

  it('writes nothing for an update that names nothing', async () => {
    const other = await signedInClient(server.url, 'empty-update@parley.test');
    const userId = (await other.request('/api/me/profile')).body.profile.user_id as string;
    const unchanged = await other.request('/api/learner-profile', { method: 'PUT', body: {} });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toMatchObject({ level: null, goals: '' });
    expect(await server.deps.db.select().from(schema.learnerProfiles).where(eq(schema.learnerProfiles.userId, userId))).toEqual([]);
  });
});

describe('the learner owns their data', () => {
  it('downloads everything: profile, conversations with messages, notebook, reviews and progress', async () => {
    const response = await learner.request('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="parley-data-/);
    const data = response.body;
    expect(data.account.email).toBe(email);
    expect(data.learner_profile).toMatchObject({ level: 'B1', goals: 'Speak at work' });
    const [conversationRows, messageRows, notebookRows] = await Promise.all([
      server.deps.db.select().from(schema.conversations).where(eq(schema.conversations.userId, userId)),
      rowsOf(sql`select m.content from conversation_messages m join conversations c on c.id = m.conversation_id where c.user_id = ${userId}`),
      server.deps.db.select().from(schema.notebookEntries).where(eq(schema.notebookEntries.userId, userId)),
    ]);
    expect(data.conversations).toHaveLength(conversationRows.length);
    expect(data.conversations.flatMap((c: { messages: unknown[] }) => c.messages)).toHaveLength(messageRows.length);
    expect(data.conversations[0].messages[1].content).toBe('Yesterday I went to the park with my freind.');
    expect(data.notebook).toHaveLength(notebookRows.length);
    expect(data.notebook.map((e: { kind: string }) => e.kind).sort()).toEqual(['correction', 'word']);
    expect(data.reviews).toHaveLength(1);
    expect(data.practice_days).toHaveLength(1);
  });

  it('downloads the pronunciation checks and the corrections reported as wrong, and no one else\'s', async () => {
    const other = await signedInClient(server.url, 'export-other@parley.test');
    const otherId = (await other.request('/api/me/profile')).body.profile.user_id as string;
    const words = [{ word: 'right', result: 'mispronounced', heard: 'light' }];
    await server.deps.db.insert(schema.pronunciationAttempts).values([
      { userId, teacherSlug: 'maya', text: 'We read the right letter.', engine: 'pocketsphinx', wordCount: 5, okCount: 4, words },
      { userId: otherId, teacherSlug: 'maya', text: 'Not mine.', engine: 'pocketsphinx', wordCount: 2, okCount: 2, words: [] },
    ]);
    await server.deps.db.insert(schema.correctionReports).values([
      { userId, entryId: crypto.randomUUID(), rule: 'subject-verb-agreement', front: 'He go', back: 'He goes', teacherSlug: 'sophia' },
      { userId: otherId, entryId: crypto.randomUUID(), rule: 'spelling', front: 'Not mine', back: 'Not mine', teacherSlug: null },
    ]);
    const data = (await learner.request('/api/account/export')).body;
    expect(data.pronunciation_checks).toEqual([expect.objectContaining({ teacher: 'maya', text: 'We read the right letter.', engine: 'pocketsphinx', words })]);
    expect(data.correction_reports).toEqual([expect.objectContaining({ rule: 'subject-verb-agreement', front: 'He go', back: 'He goes', teacher: 'sophia' })]);
  });

  it('refuses to delete with another email, changing nothing', async () => {
    const response = await learner.request('/api/account', { method: 'DELETE', body: { email: 'someone@else.test' } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('email_mismatch');
    expect((await learner.request('/api/me/profile')).status).toBe(200);
  });

  it('deletes every row of the account, cancels the subscription with the provider, signs out, and the account cannot sign in', async () => {
    const customerId = `cus_test_${userId}`;
    await server.deps.db.insert(schema.stripeCustomers).values({ userId, customerId });
    await server.deps.db.insert(schema.stripeSubscriptions).values({ customerId, subscriptionId: 'sub_test_delete', status: 'active', priceId: 'price_parley_monthly' });
    await server.deps.db.insert(schema.localBillingSubscriptions).values({ id: 'sub_test_delete', customerId, priceId: 'price_parley_monthly', status: 'active', currentPeriodStart: 1, currentPeriodEnd: 2 });
    const stolenCookies = new Map(learner.cookies);

    const response = await learner.request('/api/account', { method: 'DELETE', body: { email: email.toUpperCase() } });
    expect(response.status).toBe(200);
    expect(learner.cookies.size).toBe(0);

    const [local] = await server.deps.db.select().from(schema.localBillingSubscriptions).where(eq(schema.localBillingSubscriptions.id, 'sub_test_delete'));
    expect(local!.status).toBe('canceled');
    const counts = await rowsOf(sql`select
      (select count(*) from users where id = ${userId}) as users,
      (select count(*) from sessions where user_id = ${userId}) as sessions,
      (select count(*) from accounts where user_id = ${userId}) as accounts,
      (select count(*) from user_profiles where user_id = ${userId}) as profiles,
      (select count(*) from conversations where user_id = ${userId}) as conversations,
      (select count(*) from conversation_messages m where not exists (select 1 from conversations c where c.id = m.conversation_id)) as orphan_messages,
      (select count(*) from notebook_entries where user_id = ${userId}) as notebook,
      (select count(*) from review_logs where user_id = ${userId}) as reviews,
      (select count(*) from learner_profiles where user_id = ${userId}) as learner_profiles,
      (select count(*) from learner_facts where user_id = ${userId}) as facts,
      (select count(*) from practice_days where user_id = ${userId}) as practice_days,
      (select count(*) from stripe_customers where user_id = ${userId}) as customers,
      (select count(*) from stripe_subscriptions where customer_id = ${customerId}) as subscriptions`);
    expect(Object.values(counts[0] as Record<string, unknown>).map(Number)).toEqual(new Array(13).fill(0));

    const replay = createHttpClient(server.url);
    for (const [k, v] of stolenCookies) replay.cookies.set(k, v);
    expect((await replay.request('/api/me/profile')).status).toBe(401);
    expect((await replay.request('/api/conversations')).status).toBe(401); // not remembered past the deletion
    const signIn = await createHttpClient(server.url).request('/api/auth/sign-in/email', { body: { email, password: 'correct-horse' } });
    expect(signIn.status).toBe(401);
  });
});
