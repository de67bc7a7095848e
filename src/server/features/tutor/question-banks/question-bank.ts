/** Follow-up questions keyed by conversation topic (the persona files' conversationCategories). */
export type QuestionBank = Readonly<Record<string, readonly string[]>>;

/** The examiner's full mock test, one of his sections (its questions in oliver-questions.ts). */
export const MOCK_TEST = 'Full Mock Speaking Test';

/** Sections a lesson takes in order, like the real thing: a mock test runs Part 1, 2, 3 in turn; a letter goes from what happened, or the job, to the sign-off. */
export const ORDERED_SECTIONS: ReadonlySet<string> = new Set([MOCK_TEST, 'Formal Letters', 'Cover Letters']);
