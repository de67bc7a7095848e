/**
 * "Can you give me some phrasal verbs with 'get'?": the verb's commonest phrasal verbs with meanings and examples
 * (phrasal-verbs-by-verb.ts); "...for work meetings?": those of that part of life (phrasal-verbs-by-topic.ts).
 */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findPhrasalVerbsFor } from './phrasal-verbs-by-topic';
import { findPhrasalVerbsOf, type PhrasalVerb } from './phrasal-verbs-by-verb';
import { english, leadIn } from './teacher-voice';

export function answerPhrasalVerbsOf(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const found = findPhrasalVerbsOf(question.subject);
  if (!found) return null;
  const listed = describeVerbs(found.verbs);
  const first = found.verbs[0]!.phrase;
  return {
    text: `${leadIn(context)} ${english(context.teacher, `Here are common phrasal verbs with '${found.verb}'. ${listed}`)}`,
    followUp: english(context.teacher, `Can you write a sentence about your own week with '${first}' or another one of them?`),
  };
}

export function answerPhrasalVerbsFor(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const found = findPhrasalVerbsFor(question.subject);
  if (!found) return null;
  const first = found.verbs[0]!.phrase;
  return {
    text: `${leadIn(context)} ${english(context.teacher, `Here are useful phrasal verbs for ${found.topic}. ${describeVerbs(found.verbs)}`)}`,
    followUp: english(context.teacher, `Can you write a sentence about ${found.tryAbout} with '${first}' or another one of them?`),
  };
}

const describeVerbs = (verbs: readonly PhrasalVerb[]) => verbs.map((v) => `'${v.phrase}' means ${v.means}: ${v.example}`).join(' ');
