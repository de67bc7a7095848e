/** "Can we practise Part 1 about work?", "Ask me about food": Oliver names the part and topic, then asks its first question. */
import { findIeltsPractice, practiceMarker, questionsOf } from '../question-banks/ielts-topics';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { PREPARE } from '../follow-up/after-long-turn';

export function answerIeltsPractice(question: LearnerQuestion, { teacher }: AnswerContext): Answer | null {
  const practice = teacher.task === 'ielts' ? findIeltsPractice(question.subject) : null;
  if (!practice) return null;
  // The cue card after the examiner's own words for the minute to prepare, so that 'I'm ready' is read as ready (after-long-turn.ts).
  if (practice.part === 2) return { text: `Certainly. ${practiceMarker(practice)}`, followUp: `${PREPARE[0]} ${questionsOf(practice)[0]!}` };
  return { text: `Certainly. ${practiceMarker(practice)}`, followUp: questionsOf(practice)[0]! };
}
