/** Follow-up questions keyed by conversation topic (the persona files' conversationCategories). */
export type QuestionBank = Readonly<Record<string, readonly string[]>>;
