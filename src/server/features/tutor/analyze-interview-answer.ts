/** Measures an interview answer the way a recruiter listens: length, specifics, ownership and STAR parts. */
import { countWords } from './text-pieces';

export type StarPart = 'situation' | 'task' | 'action' | 'result';

export type AnswerAnalysis = {
  words: number;
  hasNumbers: boolean;
  /** First-person action verbs, e.g. 'led', 'organised'. */
  actionVerbs: string[];
  saysWeMoreThanI: boolean;
  starParts: Record<StarPart, boolean>;
};

const ACTION_VERBS =
  'led|managed|organi[sz]ed|created|built|designed|developed|decided|solved|improved|increased|reduced|launched|trained|' +
  'negotiated|planned|analy[sz]ed|implemented|introduced|coordinated|presented|persuaded|delivered|fixed|wrote|started|' +
  'set up|took|called|spoke|talked|suggested|proposed|handled|resolved|convinced|helped|changed|made|prepared|hired';
export const ACTION_PATTERN = new RegExp(`\\bI\\s+(?:then\\s+|quickly\\s+|immediately\\s+|also\\s+|personally\\s+)?(${ACTION_VERBS})\\b`, 'gi');

const STAR_PATTERNS: Record<StarPart, RegExp> = {
  situation: /\b(when I was|at my (previous|last|old|current) (job|company|role)|last (year|month|week)|in my (last|previous|current) (job|role|position)|situation|project|once|one time|there was|we had)\b/i,
  task: /\b(my (task|goal|job|role|responsibility) was|I was (responsible|asked|in charge)|I had to|I needed to|we needed to|we had to|the (challenge|goal|problem) was|my aim)\b/i,
  action: ACTION_PATTERN,
  result: /\b(as a result|result|outcome|in the end|finally|eventually|which meant|so that|increased|reduced|improved|saved|achieved|grew|won|percent|%|learned|learnt)\b/i,
};

export function analyzeInterviewAnswer(answer: string): AnswerAnalysis {
  const verbs = [...answer.matchAll(ACTION_PATTERN)].map((m) => m[1]!.toLowerCase());
  const count = (pattern: RegExp) => (answer.match(pattern) ?? []).length;
  const starParts = Object.fromEntries(
    (Object.keys(STAR_PATTERNS) as StarPart[]).map((part) => [part, new RegExp(STAR_PATTERNS[part].source, 'i').test(answer)]),
  ) as Record<StarPart, boolean>;
  return {
    words: countWords(answer),
    hasNumbers: /\d|\b(two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|hundred|thousand|million|half|double)\b/i.test(answer),
    actionVerbs: [...new Set(verbs)],
    saysWeMoreThanI: count(/\bwe\b/gi) > count(/\bI\b/g),
    starParts,
  };
}
