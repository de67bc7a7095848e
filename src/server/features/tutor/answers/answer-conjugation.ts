/** Lucía asked how a Spanish verb goes (spanish-conjugations.ts): its present tense, or its past when asked, from her table, or its model and a caution. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { ASKS_PAST, conjugate, findVerbAsked } from './spanish-conjugations';
import { leadIn } from './teacher-voice';

/** A question about the past in the pretérito indefinido, asked back with the verb ('¿Adónde fuiste ayer?'). */
const PAST_PRACTICE = '¿Qué hiciste el fin de semana pasado? (What did you do last weekend?)';

export function answerConjugation(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const verb = findVerbAsked(question.subject);
  const isPast = ASKS_PAST.test(question.subject);
  const found = verb ? conjugate(verb, isPast) : null;
  if (!verb || !found) return null;
  const lead = leadIn(context);
  if ('table' in found) {
    if (isPast) return { text: `${lead} El verbo «${verb}» en pasado (pretérito indefinido): ${found.table}. (The past tense of ${verb}, ${found.english}: for a finished action, like yesterday or last year.)`, followUp: PAST_PRACTICE };
    return { text: `${lead} El verbo «${verb}» en presente: ${found.table}. (The present tense of ${verb}, ${found.english}.)`, followUp: found.practice };
  }
  const { model } = found;
  const forms = isPast ? model.preterite : model.forms;
  return {
    text: `${lead} Si «${verb}» es regular, va como «${model.verb}»${isPast ? ' en pasado' : ''}: ${forms.join(', ')}. (If ${verb} is regular, it follows ${model.verb}. But many verbs change their stem${isPast ? ' or their whole form in the past, like fui or tuve' : ', like quiero or duermo'}, so check it in a dictionary's verb table before you learn it.)`,
    followUp: isPast ? PAST_PRACTICE : model.practice,
  };
}
