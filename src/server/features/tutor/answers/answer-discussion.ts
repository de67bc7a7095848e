/**
 * "What do you think about social media?": the teacher's two-sided view from discussion-topics.ts and a question that
 * takes it further. "What is your opinion?" is asked of the topic the learner's last messages named; with none named,
 * it is left to the conversation ('And you?' after small talk is answered there).
 */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findDiscussionTopic } from './discussion-topics';
import { english, leadIn } from './teacher-voice';

const LOOK_BACK = 3;

export function answerDiscussion(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const { teacher, conversation } = context;
  const topic = findDiscussionTopic(question.subject) ?? conversation.userMessages.slice(-LOOK_BACK - 1, -1).reverse().map(findDiscussionTopic).find(Boolean);
  if (!topic) return null;
  // Asked again after she gave it: not the same view twice.
  if (conversation.assistantMessages.some((turn) => turn.includes(topic.view))) {
    const fresh = [topic.another, topic.question].find((q) => !conversation.assistantMessages.some((turn) => turn.includes(q))) ?? topic.another;
    return { text: english(teacher, "As I said, I can see both sides, so I'd rather hear more of yours."), followUp: english(teacher, fresh) };
  }
  return { text: `${leadIn(context)} ${english(teacher, topic.view)}`, followUp: english(teacher, topic.question) };
}
