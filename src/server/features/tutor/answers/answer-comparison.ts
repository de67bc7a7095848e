/**
 * Two forms side by side ("make or do?", "Which is correct: 'I am boring' or 'I am bored'?"): two short words are
 * a difference to explain, longer phrases two sentences to check. The hand-over lives here, so
 * answer-difference.ts and answer-is-correct.ts do not import each other.
 */
import type { Answer, AnswerContext } from './answer';
import { answerDifference } from './answer-difference';
import { answerIsCorrect } from './answer-is-correct';
import type { LearnerQuestion } from './detect-question';

const isWordPair = (first: string, second: string) => first.split(/\s+/).length <= 2 && second.split(/\s+/).length <= 2;

export async function answerComparison(question: LearnerQuestion, context: AnswerContext): Promise<Answer | null> {
  const { subject, other } = question;
  if (question.kind === 'is-correct') {
    if (other && isWordPair(subject, other)) return answerDifference({ kind: 'difference', subject, other }, context);
    return answerIsCorrect(question, context);
  }
  // A table entry or a sound pair explains even a longer phrase ('a lot of' or 'many'); otherwise both are checked.
  const answer = answerDifference(question, context);
  if (answer || !other || isWordPair(subject, other)) return answer;
  return answerIsCorrect({ kind: 'is-correct', subject, other }, context);
}
