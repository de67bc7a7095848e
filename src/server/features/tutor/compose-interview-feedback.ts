/**
 * 'interview-feedback': five labelled one-sentence lines on the learner's last answer (at most 5 sentences). The
 * feedback is an explanation, so it comes in the learner's language when they asked (explain.ts); the phrases it
 * quotes ('I led') stay in English.
 */
import type { CompletionRequest } from '../../lib/language-model';
import { analyzeInterviewAnswer, type AnswerAnalysis, type StarPart } from './analyze-interview-answer';
import { createChooser, type Chooser } from './choose-variant';
import { type Explain, explainerFor } from './explain';
import { findCorrections } from './grammar/find-corrections';
import { fixedParts } from './grammar/fixed-part';
import { questionedParts } from './phrase-corrections';
import type { Conversation } from './read-conversation';

/** Shorter than this, an answer shows little of what the learner can do (answer-feedback.ts holds other answers to it too). */
export const SHORT_ANSWER_WORDS = 40;
const STAR_ORDER: StarPart[] = ['situation', 'task', 'action', 'result'];
const STAR_NAMES = { situation: 'starSituation', task: 'starTask', action: 'starAction', result: 'starResult' } as const;
const HOW_TO_ADD = { situation: 'addSituation', task: 'addTask', action: 'addAction', result: 'addResult' } as const;

function strengths(a: AnswerAnalysis, chooser: Chooser, explain: Explain): string {
  if (a.resultHasNumber && a.starParts.result) return explain('strengthNumbers');
  if (a.actionVerbs.length > 0) return explain('strengthVerbs', { verbs: explain.list(a.actionVerbs.slice(0, 2).map((v) => `I ${v}`)) });
  if (a.words >= 80) return explain('strengthFull');
  return explain(chooser.pick('strength', ['strengthDirect', 'strengthFocus'] as const));
}

/** The single most useful gap, also reused for the next step. */
/** A lesson told at the end of the story ('What I learned is...', 'It taught me...', 'Next time I would...'). */
const TELLS_A_LESSON = /\b(?:i (?:have )?(?:learned|learnt|realised|realized)|taught me|the lesson|next time,? i (?:would|will))\b/i;

function biggestGap(a: AnswerAnalysis, explain: Explain, answer: string): { improvement: string; practice: string } {
  if (a.words < SHORT_ANSWER_WORDS) return { improvement: explain('gapShort', { words: String(a.words) }), practice: explain('practiceExample') };
  if (!a.starParts.result) return { improvement: explain('gapResult'), practice: explain('practiceResult') };
  if (!a.hasNumbers) return { improvement: explain('gapNumbers'), practice: explain('practiceNumber') };
  if (a.saysWeMoreThanI) return { improvement: explain('gapWe'), practice: explain('practiceI') };
  if (a.actionVerbs.length === 0) return { improvement: explain('gapVerbs'), practice: explain('practiceVerbs') };
  // A full answer with every part: what it taught them, the close interviewers listen for (never 'shorten the opening'
  // beside 'add an opening', which said two opposite things of one answer).
  if (!TELLS_A_LESSON.test(answer)) return { improvement: explain('gapLesson'), practice: explain('practiceLesson') };
  // It ends on its lesson already: what is left is to tie it to the job.
  return { improvement: explain('gapRole'), practice: explain('practiceRole') };
}

function structure(a: AnswerAnalysis, explain: Explain): string {
  const present = STAR_ORDER.filter((p) => a.starParts[p]);
  const missing = STAR_ORDER.filter((p) => !a.starParts[p]);
  if (missing.length === 0) return explain('starAll');
  if (present.length === 0) return explain('starNone');
  const named = (parts: StarPart[]) => explain.list(parts.map((p) => explain(STAR_NAMES[p])));
  return explain('starPartial', { present: named(present), missing: named(missing), count: missing.length, howToAdd: explain(HOW_TO_ADD[missing[0]!]) });
}

/** Which STAR parts a story tells, in one sentence ('You covered all four STAR parts...'): said after a story told unasked too. */
export const starStructure = (answer: string, explain: Explain): string => structure(analyzeInterviewAnswer(answer), explain);

async function language(answer: string, a: AnswerAnalysis, explain: Explain): Promise<string> {
  // The words the checker fixed with a word of context: the rest of that sentence is not vouched for (ADR 024).
  const correction = (await findCorrections(answer, { max: 1 }))[0];
  const part = correction && fixedParts(correction)[0];
  if (part) return explain('languageSlip', part);
  // A change only a family not yet proven would make is put as a question, and the grammar is not called accurate.
  const asked = (await findCorrections(answer, { max: 1, families: 'questions' }))[0];
  const askedPart = asked && questionedParts(asked)[0];
  if (askedPart) return explain('thinkAbout1', askedPart);
  const verb = a.actionVerbs[0];
  return verb ? explain('languageConfident', { verb }) : explain('languageAccurate');
}

export async function composeInterviewFeedback(request: CompletionRequest, conversation: Conversation): Promise<string> {
  const explain = explainerFor(request);
  const answer = conversation.lastUserMessage;
  if (!answer) {
    return [
      explain('strengthsLine', { text: explain('noAnswerStrengths') }),
      explain('improvementsLine', { text: explain('noAnswerImprovements') }),
      explain('structureLine', { text: explain('noAnswerStructure') }),
      explain('languageLine', { text: explain('noAnswerLanguage') }),
      explain('nextStepLine', { text: explain('noAnswerNextStep') }),
    ].join('\n');
  }
  const analysis = analyzeInterviewAnswer(answer);
  const chooser = createChooser(conversation.seed);
  const gap = biggestGap(analysis, explain, answer);
  return [
    explain('strengthsLine', { text: strengths(analysis, chooser, explain) }),
    explain('improvementsLine', { text: gap.improvement }),
    explain('structureLine', { text: structure(analysis, explain) }),
    explain('languageLine', { text: await language(answer, analysis, explain) }),
    explain('nextStepLine', { text: explain(chooser.pick('next', ['nextPractise', 'nextRecord'] as const), { practice: gap.practice }) }),
  ].join('\n');
}
