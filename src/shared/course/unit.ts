/**
 * A course unit as its data file holds it (src/server/features/course/units/<lang>/<level>/NN-name.json):
 * what the learner can do after it (the CEFR's can-do wording), a grammar point, vocabulary, three lessons
 * (each a model dialogue, target phrases and a roleplay with goals) and the end-of-unit check.
 */
import { z } from 'zod';

import { COURSE_LANGUAGES, COURSE_LEVELS } from './levels';

export { COURSE_LANGUAGES, COURSE_LEVELS, type CourseLanguage, type CourseLevel } from './levels';

const text = z.string().trim().min(1);

/**
 * How the goal tracker recognises a goal in what the learner says (match-goal.ts):
 * - forms: word patterns found anywhere in the turn. `a|b` is either word (one word each side: 'want|would like'
 *   reads as 'want|would' then 'like'; write two forms for two phrases), `word?` may be missing, `*` is one to
 *   three words of anything, `...` up to six words of anything, `!a|b` one word that is none of these ('yo soy
 *   !nuevo|nueva' is a name, not 'Yo soy nueva'). Contractions are expanded first ("I'm" = "i am"),
 *   accents and case are ignored.
 * - meanings: each a list of groups of words; one is met when every group has a word in the turn, in any order
 *   ("book*" is any word starting "book"). This is meaning before form: a learner who says "I want coffee"
 *   has ordered, even when the grammar needs a correction.
 */
export const goalSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** What the learner sees in the goal tracker: "Order a drink". */
  label: text,
  /** What the scripted teacher says to move the roleplay towards this goal. */
  prompt: text,
  /** Said when the learner's turn did not reach the goal: a nudge with a model of what to say. */
  hint: text,
  /** Said when the goal is reached. */
  acknowledgement: text,
  forms: z.array(text).default([]),
  /** Each meaning is a list of groups; any one meaning whose groups are all present reaches the goal. */
  meanings: z.array(z.array(z.array(text).min(1)).min(1)).default([]),
  /** Learner turns that must reach the goal (tests run them). */
  examples: z.array(text).min(2),
  /** Learner turns that must not (tests run them). */
  counterExamples: z.array(text).min(2),
});

export const targetPhraseSchema = z.object({
  text,
  /** What the phrase is for, shown on its Review card: "Ask for the bill". */
  use: text,
  /** The form that counts as using it (defaults to the phrase's own words); `*` where learners put their own words. */
  form: text.optional(),
});

export const dialogueLineSchema = z.object({ speaker: z.enum(['teacher', 'learner']), text });

export const lessonSchema = z.object({
  /** '<unit id>-1' .. '-3' */
  id: z.string().regex(/^[a-z]{2}-[a-c][12]-\d{2}-[1-3]$/),
  title: text,
  dialogue: z.array(dialogueLineSchema).min(4).max(10),
  targetPhrases: z.array(targetPhraseSchema).min(3).max(5),
  scenario: z.object({
    /** What the learner reads before the roleplay: who they are, where, what they want. */
    setting: text,
    /** Who the teacher plays. */
    teacherRole: text,
    opening: text,
    goals: z.array(goalSchema).min(2).max(4),
    closing: text,
  }),
});

export const checkItemSchema = z.object({
  prompt: text,
  options: z.array(text).min(3).max(4),
  /** The index of the right option. */
  answer: z.number().int().min(0).max(3),
  explanation: text,
});

export const unitSchema = z.object({
  /** '<lang>-<level>-NN', e.g. 'en-a1-01' */
  id: z.string().regex(/^[a-z]{2}-[a-c][12]-\d{2}$/),
  language: z.enum(COURSE_LANGUAGES),
  level: z.enum(COURSE_LEVELS),
  title: text,
  /** The teacher who plays the roleplays (a seeded teacher's slug). */
  teacherSlug: text,
  canDo: z.array(text).min(1).max(3),
  grammar: z.object({ point: text, explanation: text, examples: z.array(text).min(2) }),
  vocabulary: z.array(z.object({ word: text, meaning: text })).min(6).max(14),
  lessons: z.array(lessonSchema).length(3),
  check: z.array(checkItemSchema).min(4).max(8),
});

export type Goal = z.infer<typeof goalSchema>;
export type TargetPhrase = z.infer<typeof targetPhraseSchema>;
export type Lesson = z.infer<typeof lessonSchema>;
export type Unit = z.infer<typeof unitSchema>;
export type CheckItem = z.infer<typeof checkItemSchema>;
