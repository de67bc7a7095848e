/**
 * One round of the daily reminder: every learner whose local hour has come and who has had no reminder
 * for their local date gets one. Several server processes may run rounds at once: each learner's day is
 * claimed by one UPDATE whose condition only one of them can meet, and only the claimer sends. A failed
 * send gives the day back, so a later round retries.
 */
import { and, desc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { CourseLanguage } from '#/shared/course/levels';
import type { Database } from '../../db/client';
import { courseEnrolments, dailyPlans, users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { dailyReminderEmail } from '../../mail/templates/daily-reminder-email';
import { readSavedLocale } from '../profiles/public';
import { readToday } from '../today/public';
import { dueReminderDate } from './local-time';
import { log } from '../../lib/logger';

export type ReminderDeps = { db: Database; mailer: Mailer; appUrl: string };
type DuePlan = { userId: string; reminderHour: number; timeZone: string; reminderSentOn: string | null; date: string };

export async function sendDueReminders(deps: ReminderDeps, now = new Date()): Promise<{ sent: number; failed: number }> {
  const plans = await deps.db
    .select({ userId: dailyPlans.userId, reminderHour: dailyPlans.reminderHour, timeZone: dailyPlans.timeZone, reminderSentOn: dailyPlans.reminderSentOn })
    .from(dailyPlans)
    .where(isNotNull(dailyPlans.reminderHour));
  let sent = 0;
  let failed = 0;
  for (const plan of plans) {
    const date = dueReminderDate(plan, now);
    if (date === null || plan.reminderHour === null) continue;
    const outcome = await sendOne(deps, { ...plan, reminderHour: plan.reminderHour, date }, now);
    if (outcome === 'sent') sent++;
    if (outcome === 'failed') failed++;
  }
  return { sent, failed };
}

async function sendOne(deps: ReminderDeps, plan: DuePlan, now: Date): Promise<'sent' | 'failed' | 'not-ours'> {
  const [claimed] = await claimDay(deps.db, plan);
  if (!claimed) return 'not-ours';
  try {
    const language = await studyLanguageOf(deps.db, plan.userId);
    // The learner's interface language, saved on the account; English for one who never chose.
    const locale = (await readSavedLocale(deps.db, plan.userId)) ?? undefined;
    const today = await readToday(deps.db, plan.userId, { language, now, locale });
    const unsubscribeUrl = `${deps.appUrl}/api/reminders/unsubscribe?token=${encodeURIComponent(claimed.unsubscribeToken)}`;
    await deps.mailer.send(dailyReminderEmail({ to: claimed.email, name: claimed.name, today, appUrl: deps.appUrl, unsubscribeUrl, locale }));
    return 'sent';
  } catch (error) {
    log.error({ err: error, userId: plan.userId }, 'reminders: the daily reminder could not be sent; a later round retries');
    await giveDayBack(deps.db, plan).catch((giveBackError: unknown) => log.error({ err: giveBackError, userId: plan.userId }, 'reminders: the claimed day could not be given back'));
    return 'failed';
  }
}

/** Moves reminder_sent_on to the learner's date if no one has yet, as long as the plan read is still the plan. */
function claimDay(db: Database, plan: DuePlan) {
  return db
    .update(dailyPlans)
    .set({ reminderSentOn: plan.date })
    .from(users)
    .where(
      and(
        eq(dailyPlans.userId, plan.userId),
        eq(users.id, dailyPlans.userId),
        eq(dailyPlans.reminderHour, plan.reminderHour),
        eq(dailyPlans.timeZone, plan.timeZone),
        or(isNull(dailyPlans.reminderSentOn), lt(dailyPlans.reminderSentOn, plan.date)),
      ),
    )
    .returning({ unsubscribeToken: dailyPlans.unsubscribeToken, email: users.email, name: users.name });
}

function giveDayBack(db: Database, plan: DuePlan) {
  return db
    .update(dailyPlans)
    .set({ reminderSentOn: plan.reminderSentOn })
    .where(and(eq(dailyPlans.userId, plan.userId), eq(dailyPlans.reminderSentOn, plan.date)));
}

/** The language of the path the learner touched last; English for a learner with none. */
async function studyLanguageOf(db: Database, userId: string): Promise<CourseLanguage> {
  const [latest] = await db.select({ language: courseEnrolments.language }).from(courseEnrolments).where(eq(courseEnrolments.userId, userId)).orderBy(desc(courseEnrolments.updatedAt)).limit(1);
  return latest?.language === 'es' ? 'es' : 'en';
}
