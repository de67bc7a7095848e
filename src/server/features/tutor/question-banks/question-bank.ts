/** Follow-up questions keyed by conversation topic (the persona files' conversationCategories). */
export type QuestionBank = Readonly<Record<string, readonly string[]>>;

/** The examiner's full mock test, one of his sections (its questions in oliver-questions.ts). */
export const MOCK_TEST = 'Full Mock Speaking Test';

/** The examiner's sections that run the test itself, where he stays neutral as in the real test (not his lesson on strategies). */
export const TEST_SECTIONS: ReadonlySet<string> = new Set([MOCK_TEST, 'Part 1: Familiar Topics', 'Part 2: Long Turn', 'Part 3: Discussion']);

/** Sections a lesson takes in order, like the real thing: a mock test runs Part 1, 2, 3 in turn; a letter goes from what happened, or the job, to the sign-off. */
export const ORDERED_SECTIONS: ReadonlySet<string> = new Set([MOCK_TEST, 'Part 1: Familiar Topics', 'Formal Letters', 'Cover Letters']);
