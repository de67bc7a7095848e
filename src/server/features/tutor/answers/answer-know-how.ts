/** "What is a topic sentence?": a writing or exam teacher's know-how (teacher-know-how.ts), then a task that puts it to use. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import type { Chooser } from '../choose-variant';
import { findKnowHow, knowHowModelAsked } from './teacher-know-how';
import { leadIn } from './teacher-voice';

export function answerKnowHow(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const topic = findKnowHow(question.subject);
  return topic ? { text: `${leadIn(context)} ${topic.answer}`, followUp: topic.followUp } : null;
}

const MODEL_INTROS = ['Of course, here is one.', 'Sure, something like this.', 'Here is an example.'];
const TRY_YOURS = ['Now try one of your own, and I will look at it.', 'Your turn: write yours, and I will help you make it stronger.'];

/** Asked for an example just after a know-how answer ("Can you give me an example?"): the topic's model, then the learner's turn. */
export function showKnowHowModel(message: string, earlierUserMessages: readonly string[], chooser: Chooser): string | null {
  const topic = knowHowModelAsked(message, earlierUserMessages);
  if (!topic?.model) return null;
  // A model that ends on a name ('Kind regards, Ana Lima') gets its full stop before the next sentence.
  const model = /[.!?]$/.test(topic.model) ? topic.model : `${topic.model}.`;
  return `${chooser.pick('model-intro', MODEL_INTROS)} ${model} ${chooser.pick('model-try', TRY_YOURS)}`;
}
