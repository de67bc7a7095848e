/** The shape of a kind of news a learner shares (news-told.ts), one record per kind and language. */
export type News = {
  /** Said of the learner's own life, now or just now. */
  said: RegExp;
  acks: readonly string[];
  questions: readonly string[];
  examples: readonly string[];
  counterExamples: readonly string[];
};

export type NewsKind = 'birthday' | 'birthday-soon' | 'birthday-past' | 'passed' | 'failed' | 'won' | 'lost-something' | 'exams-over' | 'new-job' | 'new-job-soon' | 'accepted' | 'back-from-trip' | 'first-day' | 'no-time' | 'big-buy' | 'waiting-results' | 'race-finished' | 'working-weekend' | 'quarrel' | 'thesis-done' | 'lost-job' | 'break-up' | 'moving-soon' | 'home-found' | 'first-time' | 'wedding-or-baby' | 'something-broke' | 'busy-week' | 'missing-home' | 'missing-friend' | 'lonely' | 'long-hours' | 'day-off' | 'finds-it-hard' | 'interview-coming' | 'not-understood' | 'target-score';
