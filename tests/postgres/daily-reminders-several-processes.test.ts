/**
 * On shared PostgreSQL, three server processes (three connection pools) running reminder rounds at once
 * send each learner exactly one reminder for their local day: the claim is one conditional UPDATE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { dailyPlans, users } from '../../src/server/db/schema';
import type { MailMessage } from '../../src/server/mail/mailer';
import { sendDueReminders } from '../../src/server/features/reminders/send-due-reminders';
import { createScratchDatabase, isPostgresReachable } from '../support/scratch-postgres';

const isReachable = await isPostgresReachable();
const LEARNERS = 30;

describe.skipIf(!isReachable)('daily reminders on shared PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let processes: DatabaseHandle[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    const first = await openDatabase({ kind: 'postgres', url: scratch.url });
    await migrateDatabase(first);
    processes = [first, await openDatabase({ kind: 'postgres', url: scratch.url }), await openDatabase({ kind: 'postgres', url: scratch.url })];
  });
  afterAll(async () => {
    for (const handle of processes) await handle.close();
    await scratch?.drop();
  });

  it('sends each learner one reminder per local day whatever the number of processes', async () => {
    const zones = ['UTC', 'Europe/Madrid', 'America/New_York', 'Asia/Tokyo', 'Pacific/Auckland'];
    const ids = Array.from({ length: LEARNERS }, (_, i) => `pg-reminder-${i}`);
    await processes[0]!.db.insert(users).values(ids.map((id) => ({ id, name: '', email: `${id}@parley.test` })));
    await processes[0]!.db.insert(dailyPlans).values(ids.map((id, i) => ({ userId: id, reminderHour: 0, timeZone: zones[i % zones.length]!, unsubscribeToken: `token-${id}` })));

    const sent: MailMessage[] = [];
    // A slow mail server widens the window in which another process could send too.
    const mailer = {
      send: async (message: MailMessage) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(message);
      },
    };
    const at = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const round = () => Promise.all(processes.map((handle) => sendDueReminders({ db: handle.db, mailer, appUrl: 'http://parley.test' }, at)));
    const results = [...(await round()), ...(await round())];

    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(LEARNERS);
    expect(results.reduce((sum, result) => sum + result.failed, 0)).toBe(0);
    expect(new Set(sent.map((message) => message.to)).size).toBe(LEARNERS);
    expect(sent).toHaveLength(LEARNERS);
  });
});
