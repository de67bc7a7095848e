/** The course: placement results, the level each learner studies per language, lesson runs and end-of-unit checks. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const placementResults = pgTable(
  'placement_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    language: text('language').notNull(),
    /** Per skill: { level, reason } (src/shared/api/placement.ts). */
    skills: jsonb('skills').notNull(),
    level: text('level').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('placement_results_user_idx').on(t.userId, t.language, t.takenAt)],
);

/** The level a learner's path starts at, per study language: the placement's, or the learner's own choice. */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    userId: userId(),
    language: text('language').notNull(),
    level: text('level').notNull(),
    isChosenByLearner: boolean('is_chosen_by_learner').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.language] })],
);

/** One go at a lesson: the roleplay's turns, what the learner reached, and when it was complete. */
export const lessonRuns = pgTable(
  'lesson_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    lessonId: text('lesson_id').notNull(),
    /** [{ role: 'learner' | 'teacher', content }] */
    turns: jsonb('turns').notNull().default([]),
    goalsMet: jsonb('goals_met').notNull().default([]),
    phrasesUsed: jsonb('phrases_used').notNull().default([]),
    /** [{ original, corrected }] */
    corrections: jsonb('corrections').notNull().default([]),
    /** [{ phrase, score }]: the target phrases said aloud and their accuracy (0-100). */
    pronunciation: jsonb('pronunciation').notNull().default([]),
    learnerTurns: integer('learner_turns').notNull().default(0),
    secondsSpoken: integer('seconds_spoken').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('lesson_runs_user_lesson_idx').on(t.userId, t.lessonId, t.startedAt)],
);

export const unitChecks = pgTable(
  'unit_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    unitId: text('unit_id').notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    isPassed: boolean('is_passed').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unit_checks_user_idx').on(t.userId, t.unitId)],
);
