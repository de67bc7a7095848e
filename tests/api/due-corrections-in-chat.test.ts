/** A due correction comes back in conversation, and a message using its right form is a review (ADR 027). Keyless. */
import { and, eq, sql } from 'drizzle-orm';
import { createEmptyCard } from 'ts-fsrs';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';
import { waitFor } from '../support/wait-for';

const server = testServerForFile();
let learner: HttpClient;
let userId: string;

const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function addDueCard(front: string, back: string, dueDaysAgo: number) {
  const [row] = await server.deps.db
    .insert(schema.notebookEntries)
    .values({ userId, kind: 'correction', front, back, rule: 'harper:Spelling', teacherSlug: 'maya', teacherName: 'Maya Chen', card: createEmptyCard(dayAgo(dueDaysAgo)), due: dayAgo(dueDaysAgo) })
    .returning();
  return row!;
}

const logsOf = (entryId: string) => server.deps.db.select().from(schema.reviewLogs).where(and(eq(schema.reviewLogs.userId, userId), eq(schema.reviewLogs.entryId, entryId)));
const dueOf = async (entryId: string) => (await server.deps.db.select({ due: schema.notebookEntries.due }).from(schema.notebookEntries).where(eq(schema.notebookEntries.id, entryId)))[0]!.due;

beforeAll(async () => {
  learner = await signedInClient(server.url, 'due-corrections@parley.test');
  userId = (await learner.request('/api/me/profile')).body.profile.user_id;
});

describe('due corrections in conversation', () => {
  it('reminds of a due correction, and reviews it (Good) when the learner then uses the right form', async () => {
    const friend = await addDueCard('my freind', 'my friend', 3);
    const agree = await addDueCard('I am agree', 'I agree', 1);

    const first = await learner.request('/functions/v1/chat', { body: { teacher_slug: 'maya', messages: [{ role: 'user', content: 'I like reading books in the evening.' }] } });
    expect(first.status).toBe(200);
    expect(first.body.choices[0].message.content).toContain('"my friend", not "my freind"');
    expect(await logsOf(friend.id)).toEqual([]);

    const conversationId = first.body.conversation_id as string;
    const second = await learner.request('/functions/v1/chat', {
      body: { teacher_slug: 'maya', conversation_id: conversationId, messages: [{ role: 'user', content: 'Last weekend I read a novel with my friend at the library.' }] },
    });
    expect(second.status).toBe(200);
    const logs = await waitFor(async () => {
      const rows = await logsOf(friend.id);
      return rows.length ? rows : undefined;
    });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ rating: 3, kind: 'correction' });
    expect((await dueOf(friend.id)).getTime()).toBeGreaterThan(Date.now());
    // The card the message did not use stays due, unreviewed.
    expect(await logsOf(agree.id)).toEqual([]);
    expect((await dueOf(agree.id)).getTime()).toBeLessThan(Date.now());
    const [{ n }] = (await server.deps.db.execute(sql`select count(*)::int as n from review_logs where user_id = ${userId}`) as unknown as { rows: Array<{ n: number }> }).rows as [{ n: number }];
    expect(n).toBe(1);
  }, 90_000);
});
