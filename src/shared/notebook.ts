/** The learner's notebook and review cards, as the API returns them (issue 12). */
export type NotebookKind = 'correction' | 'word';

export type NotebookEntryDto = {
  id: string;
  kind: NotebookKind;
  /** Correction: what the learner said. Word: the word. */
  front: string;
  /** Correction: the better form. Word: its definition. */
  back: string;
  /** Correction: a short why. Word: an example. */
  note: string;
  teacher_name: string | null;
  created_at: string;
  due: string;
};

/** The four FSRS grades, as the review screen names them. */
export const REVIEW_GRADES = [
  { rating: 1, label: 'Again' },
  { rating: 2, label: 'Hard' },
  { rating: 3, label: 'Good' },
  { rating: 4, label: 'Easy' },
] as const;

export type ReviewSession = { due_count: number; cards: NotebookEntryDto[] };
export const REVIEW_SESSION_SIZE = 20;

export type ProgressDto = {
  streak_days: number;
  days_practised: number;
  minutes_practised: number;
  messages: number;
  words_learned: number;
  corrections_reviewed: number;
  /** The last 30 days, oldest first (UTC days). */
  activity: Array<{ day: string; messages: number; minutes: number }>;
};
export const ACTIVITY_DAYS = 30;
