/** What every answer module gets and gives back. */
import type { CompletionRequest, TutorTeacher } from '../../../lib/language-model';
import type { Chooser } from '../choose-variant';
import type { Conversation } from '../read-conversation';
import type { LearnerQuestion } from './detect-question';

export type AnswerContext = {
  teacher: TutorTeacher;
  topic: string;
  request: CompletionRequest;
  conversation: Conversation;
  chooser: Chooser;
};

/**
 * `text` answers the question; `followUp` keeps the conversation going (a short practice task) or, when
 * absent, the usual next question follows; an empty `followUp` means the answer itself asks the learner something. `isHonestFallback` marks "I don't know that one" answers.
 */
export type Answer = { text: string; followUp?: string; isHonestFallback?: boolean; /** What the demo says instead of its first two sentences, where those would cut a quote in half. */ brief?: string };

export type AnswerModule = (question: LearnerQuestion, context: AnswerContext) => Answer | null | Promise<Answer | null>;
