/** Lucía asked how a Spanish verb goes (spanish-conjugations.ts): its present tense from her table, or its model and a caution. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { conjugate, findVerbAsked } from './spanish-conjugations';
import { leadIn } from './teacher-voice';

export function answerConjugation(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const verb = findVerbAsked(question.subject);
  const found = verb ? conjugate(verb) : null;
  if (!verb || !found) return null;
  const lead = leadIn(context);
  if ('table' in found) {
    return { text: `${lead} El verbo «${verb}» en presente: ${found.table}. (The present tense of ${verb}, ${found.english}.)`, followUp: found.practice };
  }
  const { model } = found;
  return {
    text: `${lead} Si «${verb}» es regular, va como «${model.verb}»: ${model.forms.join(', ')}. (If ${verb} is regular, it follows ${model.verb}. But many verbs change their stem, like quiero or duermo, so check it in a dictionary's verb table before you learn it.)`,
    followUp: model.practice,
  };
}
