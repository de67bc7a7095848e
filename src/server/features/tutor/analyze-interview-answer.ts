/** Measures an interview answer the way a recruiter listens: length, specifics, ownership and STAR parts. */
import { splitSentences } from '#/shared/split-sentences';
import { FIRST_PERSON_PAST, STAR_CUES } from './star-cues';
import { countWords } from './text-pieces';

export type StarPart = 'situation' | 'task' | 'action' | 'result';

export type AnswerAnalysis = {
  words: number;
  hasNumbers: boolean;
  /** A number in a sentence that tells the outcome ('sales went up by 20%'), not one that counts people in the story ('two colleagues'). */
  resultHasNumber: boolean;
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

/** 'from 40 to 10 minutes', 'by a third', 'two more clients': a number told with a change is an outcome. */
const NUMBER = /\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|hundred|thousand|million|half|double|twice|a third|a quarter)\b/i;
const CHANGE = /\b(?:from|by|up|down|less|more|fewer|faster|lower|higher|only|every|all|each)\b/i;

/**
 * Which STAR parts the answer tells, sentence by sentence (star-cues.ts). An outcome may come without a
 * cue word, as a sentence with a number and a change after the first action ('The queue went from forty
 * minutes to ten.').
 */
function resultHasNumber(answer: string): boolean {
  const sentences = splitSentences(answer);
  const isAction = (sentence: string) => FIRST_PERSON_PAST.test(sentence) || new RegExp(ACTION_PATTERN.source, 'i').test(sentence);
  const firstAction = sentences.findIndex(isAction);
  return sentences.some((sentence, i) => NUMBER.test(sentence) && (STAR_CUES.result.some((cue) => cue.test(sentence)) || (firstAction !== -1 && i >= firstAction && CHANGE.test(sentence))));
}

function findStarParts(answer: string): Record<StarPart, boolean> {
  const sentences = splitSentences(answer);
  const has = (part: keyof typeof STAR_CUES, sentence: string) => STAR_CUES[part].some((cue) => cue.test(sentence));
  const isAction = (sentence: string) => FIRST_PERSON_PAST.test(sentence) || new RegExp(ACTION_PATTERN.source, 'i').test(sentence);
  const firstAction = sentences.findIndex(isAction);
  const isOutcome = (sentence: string, i: number) => has('result', sentence) || (firstAction !== -1 && i >= firstAction && NUMBER.test(sentence) && CHANGE.test(sentence));
  return {
    situation: sentences.some((s) => has('situation', s)),
    task: sentences.some((s) => has('task', s)),
    action: firstAction !== -1,
    result: sentences.some(isOutcome),
  };
}

export function analyzeInterviewAnswer(answer: string): AnswerAnalysis {
  const verbs = [...answer.matchAll(ACTION_PATTERN)].map((m) => m[1]!.toLowerCase());
  const count = (pattern: RegExp) => (answer.match(pattern) ?? []).length;
  return {
    words: countWords(answer),
    hasNumbers: /\d|\b(two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|hundred|thousand|million|half|double)\b/i.test(answer),
    resultHasNumber: resultHasNumber(answer),
    actionVerbs: [...new Set(verbs)],
    saysWeMoreThanI: count(/\bwe\b/gi) > count(/\bI\b/g),
    starParts: findStarParts(answer),
  };
}
