/** What teachers remember about a learner, as the API returns it. */

export const LEARNER_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'not-sure'] as const;
export type LearnerLevel = (typeof LEARNER_LEVELS)[number];
export const MAX_GOALS_LENGTH = 500;

export type LearnerProfileDto = { level: LearnerLevel | null; goals: string; facts: Array<{ id: string; fact: string; created_at: string }> };

export function levelLabel(level: LearnerLevel): string {
  return level === 'not-sure' ? 'Not sure' : level;
}

/**
 * How the learner's profile opens when it is handed to a teacher (a user-role message): the offline tutor
 * reads the level and the kept facts back from it, and does not take it for something the learner said.
 */
export const PROFILE_FOR_TEACHER_OPENING = '(For my teacher, from my Parley profile)';
export const PROFILE_FACTS_LABEL = 'About me:';
export const PROFILE_LEVEL_LABEL = 'My level:';
export const PROFILE_GOALS_LABEL = 'My goals:';

/**
 * How the learner's due corrections open when they are handed to a teacher (a user-role message, since they
 * quote the learner), one per line in the words of `dueCorrectionLine`; the offline tutor reads them back.
 */
export const NOTEBOOK_FOR_TEACHER_OPENING = '(For my teacher, from my Parley notebook) Mistakes I am practising:';
export const dueCorrectionLine = (front: string, back: string) => `- I used to say "${front}"; the right form is "${back}".`;
export const DUE_CORRECTION_LINE = /^- I used to say "(.+)"; the right form is "(.+)"\.$/;
