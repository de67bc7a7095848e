/** Everything Parley keeps about a learner, as one JSON document (the 'Download my data' file). */
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { AccountExport } from '#/shared/api/account-data';
import type { Database } from '../../db/client';
import { conversationMessages, conversations, correctionReports, courseEnrolments, dailyPlans, learnerFacts, learnerPauses, learnerProfiles, lessonRuns, notebookEntries, placementResults, practiceDays, pronunciationAttempts, reviewLogs, unitChecks, userProfiles, users } from '../../db/schema';
import { getUserSubscription } from '../subscriptions/public';

export const EXPORT_FORMAT_VERSION = 1;
/** Notebook rows read at a time: one query for 18,000 held the (embedded) database and the event loop for most of a second. */
const NOTEBOOK_PAGE = 1_000;

type NotebookRow = typeof notebookEntries.$inferSelect;

/** The learner's notebook oldest first, a page at a time, the event loop given back between pages. */
async function readNotebookInPages(db: Database, userId: string): Promise<NotebookRow[]> {
  const rows: NotebookRow[] = [];
  for (;;) {
    const last = rows.at(-1);
    const after = last ? or(gt(notebookEntries.createdAt, last.createdAt), and(eq(notebookEntries.createdAt, last.createdAt), gt(notebookEntries.id, last.id))) : undefined;
    const page = await db.select().from(notebookEntries).where(and(eq(notebookEntries.userId, userId), after)).orderBy(asc(notebookEntries.createdAt), asc(notebookEntries.id)).limit(NOTEBOOK_PAGE);
    rows.push(...page);
    if (page.length < NOTEBOOK_PAGE) return rows;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export async function exportAccountData(db: Database, userId: string, now = new Date()): Promise<AccountExport> {
  const [user] = await db.select({ id: users.id, email: users.email, name: users.name, createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  const [learner] = await db.select().from(learnerProfiles).where(eq(learnerProfiles.userId, userId));
  const facts = await db.select({ fact: learnerFacts.fact, createdAt: learnerFacts.createdAt }).from(learnerFacts).where(eq(learnerFacts.userId, userId)).orderBy(asc(learnerFacts.createdAt));
  const ownConversations = await db.select().from(conversations).where(eq(conversations.userId, userId)).orderBy(asc(conversations.startedAt));
  const ids = ownConversations.map((c) => c.id);
  const messages = ids.length
    ? await db.select().from(conversationMessages).where(inArray(conversationMessages.conversationId, ids)).orderBy(asc(conversationMessages.id))
    : [];
  // Grouped once: filtering every message per conversation was quadratic in a long history.
  const messagesOf = new Map<string, typeof messages>();
  for (const message of messages) {
    const list = messagesOf.get(message.conversationId) ?? [];
    if (list.length === 0) messagesOf.set(message.conversationId, list);
    list.push(message);
  }
  const notebook = await readNotebookInPages(db, userId);
  const reviews = await db.select().from(reviewLogs).where(eq(reviewLogs.userId, userId)).orderBy(asc(reviewLogs.reviewedAt));
  const reports = await db.select().from(correctionReports).where(eq(correctionReports.userId, userId)).orderBy(asc(correctionReports.reportedAt));
  const checks = await db.select().from(pronunciationAttempts).where(eq(pronunciationAttempts.userId, userId)).orderBy(asc(pronunciationAttempts.checkedAt));
  const days = await db.select().from(practiceDays).where(eq(practiceDays.userId, userId)).orderBy(asc(practiceDays.day));
  const [plan] = await db.select().from(dailyPlans).where(eq(dailyPlans.userId, userId));
  const pauses = await db.select().from(learnerPauses).where(eq(learnerPauses.userId, userId)).orderBy(learnerPauses.id);
  const subscription = await getUserSubscription(db, userId);
  const placements = await db.select().from(placementResults).where(eq(placementResults.userId, userId)).orderBy(asc(placementResults.takenAt));
  const paths = await db.select().from(courseEnrolments).where(eq(courseEnrolments.userId, userId));
  const runs = await db.select().from(lessonRuns).where(eq(lessonRuns.userId, userId)).orderBy(asc(lessonRuns.startedAt));
  const unitCheckRows = await db.select().from(unitChecks).where(eq(unitChecks.userId, userId)).orderBy(asc(unitChecks.takenAt));

  return {
    format: 'parley-account-export',
    version: EXPORT_FORMAT_VERSION,
    exported_at: now.toISOString(),
    account: { email: user?.email, name: user?.name, created_at: user?.createdAt.toISOString(), full_name: profile?.fullName ?? null, message_count: profile?.messageCount ?? 0 },
    subscription: subscription && { status: subscription.subscription_status, price_id: subscription.price_id, current_period_end: subscription.current_period_end },
    learner_profile: { level: learner?.level ?? null, goals: learner?.goals ?? '', facts: facts.map((f) => ({ fact: f.fact, created_at: f.createdAt.toISOString() })) },
    conversations: ownConversations.map((c) => ({
      id: c.id,
      teacher: c.teacherSlug,
      topic: c.topic,
      mode: c.mode,
      started_at: c.startedAt.toISOString(),
      updated_at: c.updatedAt.toISOString(),
      messages: (messagesOf.get(c.id) ?? []).map((m) => ({ role: m.role, content: m.content, is_feedback: m.isFeedback, created_at: m.createdAt.toISOString() })),
    })),
    notebook: notebook.map((e) => ({ kind: e.kind, front: e.front, back: e.back, note: e.note, context: e.context, teacher: e.teacherName, created_at: e.createdAt.toISOString(), next_review: e.due.toISOString() })),
    reviews: reviews.map((r) => ({ kind: r.kind, rating: r.rating, reviewed_at: r.reviewedAt.toISOString() })),
    correction_reports: reports.map((r) => ({ rule: r.rule, front: r.front, back: r.back, note: r.note, teacher: r.teacherSlug, reported_at: r.reportedAt.toISOString() })),
    pronunciation_checks: checks.map((c) => ({ teacher: c.teacherSlug, text: c.text, engine: c.engine, words: c.words, checked_at: c.checkedAt.toISOString() })),
    practice_days: days.map((d) => ({ day: d.day, messages: d.messages, seconds: d.seconds })),
    // The unsubscribe token stays out: it is a key, not something the learner told Parley.
    speaking_pauses: pauses.map((p) => ({ pause_ms: p.pauseMs, ending: p.ending, at: p.createdAt.toISOString() })),
    daily_plan: plan ? { goal_minutes: plan.goalMinutes, reminder_hour: plan.reminderHour, time_zone: plan.timeZone, reminder_sent_on: plan.reminderSentOn } : null,
    course: {
      placements: placements.map((p) => ({ language: p.language, level: p.level, skills: p.skills, taken_at: p.takenAt.toISOString() })),
      paths: paths.map((p) => ({ language: p.language, level: p.level, is_chosen_by_learner: p.isChosenByLearner })),
      lesson_runs: runs.map((r) => ({ lesson: r.lessonId, turns: r.turns, goals_met: r.goalsMet, corrections: r.corrections, pronunciation: r.pronunciation, seconds_spoken: r.secondsSpoken, started_at: r.startedAt.toISOString(), completed_at: r.completedAt?.toISOString() ?? null })),
      unit_checks: unitCheckRows.map((c) => ({ unit: c.unitId, score: c.score, total: c.total, is_passed: c.isPassed, taken_at: c.takenAt.toISOString() })),
    },
  };
}
