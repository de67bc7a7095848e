/** "How do I use the present perfect?": when it is used, how it is built and two examples (grammar-guides.ts), then a question to try it. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findGrammarGuide } from './grammar-guides';
import { english, isSpanishTeacher, leadIn } from './teacher-voice';

export function answerGrammarUse(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const guide = findGrammarGuide(question.subject);
  // Lucía teaches Spanish: English tenses are not hers to explain.
  if (!guide || isSpanishTeacher(context.teacher)) return null;
  const { teacher } = context;
  return {
    text: `${leadIn(context)} ${guide.use} The form: ${guide.form} For example: ${guide.examples.join(' ')}`,
    followUp: english(teacher, guide.practice),
  };
}
