/**
 * "How do you say 'thank you' in Japanese?": a language the teacher does not teach. She says so honestly, rather than
 * guess (or take the quoted 'thank you' for thanks), gives the English, and asks about the learner's interest in it.
 * Spanish has its own answer (answer-spanish-phrase.ts); Lucía is asked in Spanish.
 */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { OTHER_LANGUAGE_PHRASE } from './other-languages';
import { english, leadIn } from './teacher-voice';

export function answerOtherLanguage(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const match = OTHER_LANGUAGE_PHRASE.exec(question.subject);
  if (!match) return null;
  const said = (match[1] ?? match[3])!.trim();
  const language = (match[2] ?? match[4])!.replace(/^\p{L}/u, (letter) => letter.toUpperCase());
  return {
    text: `${leadIn(context)} ${english(context.teacher, `I'm here for your English, so I'd rather not guess at ${language}: a ${language} speaker or a good dictionary will tell you best. In English, you say ${said}.`)}`,
    followUp: english(context.teacher, `What made you want to learn some ${language}?`),
  };
}
