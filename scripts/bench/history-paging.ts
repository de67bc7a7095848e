/**
 * `npm run bench:history`: how fast a learner with 10,000 stored messages pages through them, on the
 * embedded database (PGlite, in memory). Two shapes: one conversation of 10,000 messages read back
 * 100 at a time, and 1,000 conversations of 10 messages listed 20 at a time in History. Prints figures.
 */
import { sql } from 'drizzle-orm';
import { HISTORY_PAGE_SIZE } from '../../src/shared/conversation';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedTeachers } from '../../src/server/db/seed/seed-teachers';
import { conversations, users } from '../../src/server/db/schema';
import { getConversation } from '../../src/server/features/conversations/get-conversation';
import { decodeCursor, listConversations } from '../../src/server/features/conversations/list-conversations';

const MESSAGES = 10_000;

function summarize(label: string, timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(2);
  const total = timings.reduce((a, b) => a + b, 0);
  console.log(`${label}: ${timings.length} pages in ${total.toFixed(0)} ms · median ${at(0.5)} ms · p95 ${at(0.95)} ms · slowest ${sorted.at(-1)!.toFixed(2)} ms per page`);
}

const handle = await openDatabase({ kind: 'pglite-memory' });
try {
  await migrateDatabase(handle);
  await seedTeachers(handle.db);
  const db = handle.db;
  for (const id of ['one-long', 'many-short']) await db.insert(users).values({ id, name: '', email: `${id}@bench.test` });

  // One conversation with 10,000 messages.
  const [long] = await db.insert(conversations).values({ userId: 'one-long', teacherSlug: 'maya', topic: 'Travel', mode: 'conversation', messageCount: MESSAGES }).returning();
  await db.execute(sql`insert into conversation_messages (conversation_id, role, content, created_at)
    select ${long!.id}, case when i % 2 = 0 then 'user' else 'assistant' end, 'Message number ' || i || ' about a trip to the mountains.', now() - (${MESSAGES} - i) * interval '1 second'
    from generate_series(1, ${MESSAGES}) as i`);
  // 1,000 conversations of 10 messages each.
  await db.execute(sql`insert into conversations (user_id, teacher_slug, topic, mode, first_line, message_count, started_at, updated_at)
    select 'many-short', 'maya', 'Travel', 'conversation', 'Conversation ' || i, 10, now() - i * interval '1 hour', now() - i * interval '1 hour' from generate_series(1, 1000) as i`);
  await db.execute(sql`insert into conversation_messages (conversation_id, role, content)
    select c.id, case when j % 2 = 0 then 'user' else 'assistant' end, 'Line ' || j from conversations c, generate_series(1, 10) as j where c.user_id = 'many-short'`);
  await db.execute(sql`analyze`);

  const messagePages: number[] = [];
  let before: number | undefined;
  let read = 0;
  for (;;) {
    const started = performance.now();
    const page = await getConversation(db, 'one-long', long!.id, before);
    messagePages.push(performance.now() - started);
    read += page.messages.length;
    if (!page.has_earlier) break;
    before = page.messages[0]!.id;
  }
  summarize(`One conversation, ${read} messages, newest first`, messagePages);

  const listPages: number[] = [];
  let cursor: string | null = null;
  let listed = 0;
  do {
    const started = performance.now();
    const page = await listConversations(db, 'many-short', { cursor: decodeCursor(cursor ?? undefined), limit: HISTORY_PAGE_SIZE });
    listPages.push(performance.now() - started);
    listed += page.conversations.length;
    cursor = page.next_cursor;
  } while (cursor);
  summarize(`History, ${listed} conversations (${listed * 10} messages), ${HISTORY_PAGE_SIZE} a page`, listPages);
} finally {
  await handle.close();
}
