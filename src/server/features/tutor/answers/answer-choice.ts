/** "Should I learn German or focus on English?": both options weighed in the learner's words, the choice left theirs (choice-between.ts). */
import type { Answer, AnswerContext } from './answer';
import { findChoice } from './choice-between';
import type { LearnerQuestion } from './detect-question';
import { english } from './teacher-voice';

const REPLIES = [
  "That's a real choice, and you know your life better than I do, so I won't choose for you. Let's weigh it together.",
  "Both could be right for you; it depends on what you need most right now. Let's think it through.",
] as const;

export function answerChoice(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const choice = findChoice(question.subject);
  if (!choice) return null;
  return {
    text: english(context.teacher, context.chooser.pick('choice-reply', REPLIES)),
    followUp: english(context.teacher, `What will you gain if you ${choice.first}, and what if you ${choice.second}?`),
  };
}
