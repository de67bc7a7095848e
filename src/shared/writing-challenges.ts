/**
 * The eight writing challenges Claire offers. Shared: the browser lists them and the
 * server checks a submission's challenge id and tells the model the challenge's purpose.
 */
export const writingCategories = ['Grammar', 'Structure', 'Vocabulary', 'Professional'] as const;
export const writingDifficulties = ['beginner', 'intermediate', 'advanced'] as const;

export type WritingCategory = (typeof writingCategories)[number];
export type WritingDifficulty = (typeof writingDifficulties)[number];
export type WritingCategoryFilter = 'All' | WritingCategory;

export type WritingChallenge = {
  id: string;
  title: string;
  description: string;
  purpose: string;
  difficulty: WritingDifficulty;
  category: WritingCategory;
};

export const WRITING_CHALLENGES: readonly WritingChallenge[] = [
  {
    id: 'last-weekend-story',
    title: 'Last Weekend Story',
    description: 'Write six to eight sentences about something you did last weekend: where you went, who you were with and how it ended.',
    purpose: 'Practise the past simple, including irregular verbs such as went, saw and bought.',
    difficulty: 'beginner',
    category: 'Grammar',
  },
  {
    id: 'if-i-could',
    title: 'If I Could...',
    description: 'Imagine you could live in any city in the world for a year. Write a paragraph about where you would go and what you would do there.',
    purpose: 'Practise second conditional sentences: if + past simple, then would + verb.',
    difficulty: 'intermediate',
    category: 'Grammar',
  },
  {
    id: 'opinion-paragraph',
    title: 'Opinion Paragraph',
    description: 'Should people work from home? Give your opinion in one paragraph: a topic sentence, two reasons with an example each, and a closing sentence.',
    purpose: 'Build a well-organised paragraph with a clear main idea and supporting points.',
    difficulty: 'intermediate',
    category: 'Structure',
  },
  {
    id: 'compare-two-options',
    title: 'Compare Two Options',
    description: 'Compare learning a language with an app and learning it in a class. Write two or three paragraphs and finish with your recommendation.',
    purpose: 'Organise a comparison logically and connect ideas with linking words such as however, whereas and as a result.',
    difficulty: 'advanced',
    category: 'Structure',
  },
  {
    id: 'describe-a-place',
    title: 'Describe a Place',
    description: 'Describe your favourite place so that a reader can picture it. Use at least five different adjectives and mention sounds, colours and smells.',
    purpose: 'Widen your descriptive vocabulary beyond everyday words like nice and big.',
    difficulty: 'beginner',
    category: 'Vocabulary',
  },
  {
    id: 'precise-word-choice',
    title: 'Precise Word Choice',
    description: 'Write a short review of a film, book or restaurant without using the words good, bad, nice or very.',
    purpose: 'Replace vague words with precise, expressive alternatives and natural collocations.',
    difficulty: 'advanced',
    category: 'Vocabulary',
  },
  {
    id: 'meeting-request-email',
    title: 'Meeting Request Email',
    description: 'Write an email to your manager asking for a 30-minute meeting next week to discuss a new project idea. Include a subject line.',
    purpose: 'Use a polite, clear professional register with a direct request and a courteous close.',
    difficulty: 'intermediate',
    category: 'Professional',
  },
  {
    id: 'cover-letter-opening',
    title: 'Cover Letter Opening',
    description: 'Write the opening paragraph of a cover letter for a job you would like: the role, why it interests you and your strongest qualification.',
    purpose: 'Present yourself confidently and concisely in formal written English.',
    difficulty: 'advanced',
    category: 'Professional',
  },
];

export function findWritingChallenge(id: string): WritingChallenge | undefined {
  return WRITING_CHALLENGES.find((challenge) => challenge.id === id);
}

/** The challenges a filter shows: 'All' shows every challenge, a category only its own. */
export function filterWritingChallenges(filter: WritingCategoryFilter): readonly WritingChallenge[] {
  return filter === 'All' ? WRITING_CHALLENGES : WRITING_CHALLENGES.filter((challenge) => challenge.category === filter);
}
