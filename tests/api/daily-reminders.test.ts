/**
 * The opt-in daily reminder through its API and its scheduler, with real mail over a local SMTP server:
 * settings (bad input a 400 that stores nothing), one email per learner per local day even with two
 * schedulers at once, nothing before the hour or once off, and the emailed one-click unsubscribe.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { dailyPlans } from '../../src/server/db/schema';
import { sendDueReminders } from '../../src/server/features/reminders/send-due-reminders';
import type { CaughtEmail } from '../fakes/fake-smtp-server';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { fakeSmtpForFile, testServerForFile } from '../support/test-server-for-file';

const smtp = fakeSmtpForFile();
const server = testServerForFile(() => ({ env: { SMTP_URL: smtp.url } }));
const SUBJECT = 'Your English for today on Parley';
let learners = 0;

async function learner(): Promise<{ client: HttpClient; userId: string; email: string }> {
  const email = `reminders-${++learners}@parley.test`;
  const client = await signedInClient(server.url, email);
  const userId = (await client.request('/api/me/profile')).body.profile.user_id as string;
  return { client, userId, email };
}

/** A header of a raw message, unfolded (long headers continue on lines that start with a space). */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return head.split(/\r?\n/).find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.slice(name.length + 1).trim();
}

const setReminder = (client: HttpClient, hour: number | null, timeZone: string) => client.request('/api/reminders', { method: 'PUT', body: { hour, time_zone: timeZone } });
const deps = () => ({ db: server.deps.db, mailer: server.deps.mailer, appUrl: server.url });
const remindersTo = (email: string): CaughtEmail[] => smtp.messages.filter((m) => m.to.includes(email) && m.subject === SUBJECT);
/** A moment `days` from now at hh:mm UTC: the scheduler is given its clock, the learners' days are real. */
function utcAt(days: number, hour: number, minute = 0): Date {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + days);
  at.setUTCHours(hour, minute, 0, 0);
  return at;
}

describe('reminder settings', () => {
  it('are off until the learner picks an hour, and keep the hour and time zone they save', async () => {
    const { client } = await learner();
    expect((await client.request('/api/reminders')).body).toEqual({ is_on: false, hour: null, time_zone: 'UTC' });
    const saved = await setReminder(client, 7, 'Europe/Madrid');
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ is_on: true, hour: 7, time_zone: 'Europe/Madrid' });
    expect((await client.request('/api/reminders')).body).toEqual({ is_on: true, hour: 7, time_zone: 'Europe/Madrid' });
    expect((await setReminder(client, null, 'Europe/Madrid')).body).toEqual({ is_on: false, hour: null, time_zone: 'Europe/Madrid' });
    expect((await client.request('/api/reminders')).body.is_on).toBe(false);
  });

  it('keeps the daily goal beside the reminder in the one row', async () => {
    const { client, userId } = await learner();
    await client.request('/api/today/goal', { method: 'PUT', body: { goal_minutes: 20 } });
    await setReminder(client, 8, 'Asia/Tokyo');
    await client.request('/api/today/goal', { method: 'PUT', body: { goal_minutes: 5 } });
    const [row] = await server.deps.db.select().from(dailyPlans).where(eq(dailyPlans.userId, userId));
    expect(row).toMatchObject({ goalMinutes: 5, reminderHour: 8, timeZone: 'Asia/Tokyo' });
    expect(row!.unsubscribeToken.length).toBeGreaterThanOrEqual(32);
  });

  it("is in the learner's data export, without the unsubscribe token", async () => {
    const { client, userId } = await learner();
    expect((await client.request('/api/account/export')).body.daily_plan).toBeNull();
    await setReminder(client, 19, 'America/Mexico_City');
    const exported = (await client.request('/api/account/export')).body;
    expect(exported.daily_plan).toMatchObject({ goal_minutes: 10, reminder_hour: 19, time_zone: 'America/Mexico_City' });
    const [row] = await server.deps.db.select().from(dailyPlans).where(eq(dailyPlans.userId, userId));
    expect(JSON.stringify(exported)).not.toContain(row!.unsubscribeToken);
  });

  it('refuses an hour or a time zone it cannot use with a 400, and stores nothing', async () => {
    const { client, userId } = await learner();
    const bodies = [
      { hour: 24, time_zone: 'UTC' },
      { hour: -1, time_zone: 'UTC' },
      { hour: 7.5, time_zone: 'UTC' },
      { hour: '7', time_zone: 'UTC' },
      { hour: 7, time_zone: 'Mars/Olympus_Mons' },
      { hour: 7, time_zone: '+01:00' },
      { hour: 7, time_zone: '' },
      { hour: 7 },
      { time_zone: 'UTC' },
      { hour: 7, time_zone: 'UTC', email: 'someone@else.test' },
    ];
    for (const body of bodies) {
      const refused = await client.request('/api/reminders', { method: 'PUT', body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.code).toBe('invalid_reminder');
    }
    expect((await setReminder(client, 7, 'Europe/Nowhere')).body.error).toBe('time_zone must be an IANA time zone such as "Europe/Madrid".');
    expect((await setReminder(client, 25, 'UTC')).body.error).toBe('Choose an hour from 0 to 23, or null to turn the reminder off.');
    expect(await server.deps.db.select().from(dailyPlans).where(eq(dailyPlans.userId, userId))).toEqual([]);
    expect((await createHttpClient(server.url).request('/api/reminders')).status).toBe(401);
    expect((await createHttpClient(server.url).request('/api/reminders', { method: 'PUT', body: { hour: 7, time_zone: 'UTC' } })).status).toBe(401);
  });
});

describe('the scheduler', () => {
  it('sends one email per learner per local day, even when two schedulers run at once', async () => {
    const { client, email } = await learner();
    await setReminder(client, 9, 'UTC');
    const at = utcAt(2, 9, 5);
    const rounds = await Promise.all([sendDueReminders(deps(), at), sendDueReminders(deps(), at)]);
    expect(rounds.every((round) => round.failed === 0)).toBe(true);
    expect(remindersTo(email)).toHaveLength(1);
    // Later that day, by either process: nothing more. The next day: the next one.
    await Promise.all([sendDueReminders(deps(), utcAt(2, 22)), sendDueReminders(deps(), utcAt(2, 23, 59))]);
    expect(remindersTo(email)).toHaveLength(1);
    await Promise.all([sendDueReminders(deps(), utcAt(3, 9, 1)), sendDueReminders(deps(), utcAt(3, 9, 1))]);
    expect(remindersTo(email)).toHaveLength(2);

    const [reminder] = remindersTo(email);
    expect(reminder!.text).toContain('Next on your path: “');
    expect(reminder!.text).toContain('No reviews are due');
    expect(reminder!.text).toContain('Your goal is 10 minutes a day. Practise today to start a streak.');
    expect(reminder!.text).toContain(`Open Today: ${server.url}/app/today`);
  });

  it("waits for the learner's own hour in their time zone, and sends nothing once they turn it off", async () => {
    const early = await learner();
    const off = await learner();
    await setReminder(early.client, 20, 'Asia/Tokyo'); // UTC+9: 20:00 in Tokyo is 11:00 UTC
    await setReminder(off.client, 20, 'Asia/Tokyo');
    await setReminder(off.client, null, 'Asia/Tokyo');
    await sendDueReminders(deps(), utcAt(2, 10, 59));
    expect(remindersTo(early.email)).toHaveLength(0);
    await sendDueReminders(deps(), utcAt(2, 11, 0));
    expect(remindersTo(early.email)).toHaveLength(1);
    expect(remindersTo(off.email)).toHaveLength(0);
  });

  it('gives the day back when the email cannot be sent, so a later round sends it', async () => {
    const { client, userId, email } = await learner();
    await setReminder(client, 6, 'America/New_York');
    const [before] = await server.deps.db.select({ sentOn: dailyPlans.reminderSentOn }).from(dailyPlans).where(eq(dailyPlans.userId, userId));
    // The failure is logged (an expected error here, kept off the console).
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = { ...deps(), mailer: { send: () => Promise.reject(new Error('SMTP is down')) } };
    const at = utcAt(2, 12); // 07:00 or 08:00 in New York
    expect((await sendDueReminders(failing, at)).failed).toBeGreaterThanOrEqual(1);
    quiet.mockRestore();
    const [after] = await server.deps.db.select({ sentOn: dailyPlans.reminderSentOn }).from(dailyPlans).where(eq(dailyPlans.userId, userId));
    expect(after!.sentOn).toBe(before!.sentOn);
    await sendDueReminders(deps(), at);
    expect(remindersTo(email)).toHaveLength(1);
  });
});

describe('unsubscribing', () => {
  async function remindedLearner() {
    const reminded = await learner();
    await setReminder(reminded.client, 8, 'Europe/London');
    await sendDueReminders(deps(), utcAt(2, 10));
    const [reminder] = remindersTo(reminded.email);
    expect(reminder).toBeDefined();
    return { ...reminded, reminder: reminder! };
  }

  it("works from the email's link without signing in, and turns the reminder off", async () => {
    const { client, reminder } = await remindedLearner();
    const link = /Stop these reminders: (\S+)/.exec(reminder.text)![1]!;
    expect(link.startsWith(`${server.url}/api/reminders/unsubscribe?token=`)).toBe(true);
    expect(headerOf(reminder.raw, 'List-Unsubscribe')).toBe(`<${link}>`);
    expect(headerOf(reminder.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain("You won't get daily reminders any more.");
    expect(html).toContain(`href="${server.url}/app/today"`);
    expect((await client.request('/api/reminders')).body).toEqual({ is_on: false, hour: null, time_zone: 'Europe/London' });
    // Opening it again says the same and changes nothing.
    expect((await fetch(link)).status).toBe(200);
  });

  it("accepts the mail client's one-click POST (RFC 8058), with no session and no Origin", async () => {
    const { client, reminder } = await remindedLearner();
    const link = /^<(\S+)>$/.exec(headerOf(reminder.raw, 'List-Unsubscribe')!)![1]!;
    const response = await fetch(link, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ is_on: false });
    expect((await client.request('/api/reminders')).body.is_on).toBe(false);
  });

  it('answers an unknown or missing token with a 404 that changes nothing', async () => {
    await remindedLearner();
    const before = await server.deps.db.select().from(dailyPlans);
    for (const query of ['?token=not-a-token', '', '?token=', `?token=${'x'.repeat(500)}`]) {
      const page = await fetch(`${server.url}/api/reminders/unsubscribe${query}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain("We don't recognise this link");
      const posted = await fetch(`${server.url}/api/reminders/unsubscribe${query}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
      expect(posted.status).toBe(404);
      expect((await posted.json()).code).toBe('unknown_unsubscribe_link');
    }
    expect(await server.deps.db.select().from(dailyPlans)).toEqual(before);
  });
});
