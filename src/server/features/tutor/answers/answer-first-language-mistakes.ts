/** The slips speakers of a first language often make in English (mistakes-by-first-language.ts), then the learner's own to look for. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findFirstLanguageMistakes } from './mistakes-by-first-language';
import { english, leadIn } from './teacher-voice';

export function answerFirstLanguageMistakes(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const found = findFirstLanguageMistakes(question.subject);
  if (!found) return null;
  return {
    text: `${leadIn(context)} ${english(context.teacher, `Speakers of ${found.language} often make these slips in English: ${found.mistakes}. Every learner is different, though.`)}`,
    followUp: english(context.teacher, "Which of these do you notice in your own English? Write me two sentences about your last weekend, and I'll look for them."),
  };
}
