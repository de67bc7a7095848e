/**
 * "How do I use the present perfect?": when it is used, how it is built and two examples (grammar-guides.ts), then a
 * question to try it. Lucía explains Spanish structures (spanish-grammar-guides.ts): the how in English, the examples in Spanish.
 */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findGrammarGuide } from './grammar-guides';
import { findSpanishGrammarGuide, isToldHard } from './spanish-grammar-guides';

/** Told a structure is hard: it is, for everyone at first, and it is taken step by step. */
const REASSURANCE = '¡Es normal, al principio cuesta a todo el mundo! Vamos a verlo paso a paso. (It is normal: at first it is hard for everyone. Let\'s take it step by step.)';
import { english, isSpanishTeacher, leadIn } from './teacher-voice';

export function answerGrammarUse(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const { teacher } = context;
  if (isSpanishTeacher(teacher)) {
    const guide = findSpanishGrammarGuide(question.subject);
    const lead = isToldHard(context.conversation.lastUserMessage ?? '') ? REASSURANCE : leadIn(context);
    return guide ? { text: `${lead} ${english(teacher, `${guide.use} ${guide.form}`)} Por ejemplo: ${guide.examples.join(' ')}`, followUp: guide.practice } : null;
  }
  const guide = findGrammarGuide(question.subject);
  if (!guide) return null;
  return {
    text: `${leadIn(context)} ${guide.use} The form: ${guide.form} For example: ${guide.examples.join(' ')}`,
    followUp: english(teacher, guide.practice),
  };
}
