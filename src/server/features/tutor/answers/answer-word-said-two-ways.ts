/** "Is 'read' pronounced the same in past and present?": both ways the word is said (words-said-two-ways.ts), then practice with both. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { english, leadIn } from './teacher-voice';
import { describeTwoWays, WORDS_SAID_TWO_WAYS } from './words-said-two-ways';

export function answerWordSaidTwoWays(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const entry = WORDS_SAID_TWO_WAYS.find((candidate) => candidate.word === question.subject.toLowerCase());
  if (!entry) return null;
  const { teacher } = context;
  return {
    text: `${leadIn(context)} ${english(teacher, describeTwoWays(entry, context.conversation.lastUserMessage ?? ''))}`,
    followUp: english(teacher, `Try it: say the two example sentences aloud, then write one sentence of your own with '${entry.word}' used both ways.`),
  };
}
