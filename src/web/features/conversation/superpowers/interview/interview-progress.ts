/** Where an interview stands, read from the conversation itself, so a reloaded one picks up where it was. */
import { scriptedQuestionNumber } from '#/shared/script-lines';
import type { ConversationMessage } from '../../types';

export type CurrentQuestion = { questionNumber: number; questionPosition: number };

/**
 * `questionPosition` is the index the current question's message took in the conversation; any
 * learner message after it is an answer.
 */
export function hasAnsweredSince(messages: readonly ConversationMessage[], questionPosition: number): boolean {
  return messages.slice(questionPosition + 1).some((message) => message.role === 'user' && message.content.trim() !== '');
}

/** The latest question the teacher asked (the opening asks question 1), or question 1 when none is on screen. */
export function findCurrentQuestion(messages: readonly ConversationMessage[], teacherName: string): CurrentQuestion {
  for (let position = messages.length - 1; position >= 0; position -= 1) {
    const message = messages[position]!;
    const questionNumber = message.role === 'assistant' && !message.isFeedback ? scriptedQuestionNumber(message.content, teacherName) : undefined;
    if (questionNumber !== undefined) return { questionNumber, questionPosition: position };
  }
  return { questionNumber: 1, questionPosition: -1 };
}

/** Feedback is for an answer to the current question that has had none yet (a new attempt may be reviewed again). */
export function hasAnswerAwaitingFeedback(messages: readonly ConversationMessage[], questionPosition: number): boolean {
  const lastFeedback = messages.findLastIndex((message) => message.isFeedback);
  return hasAnsweredSince(messages, Math.max(questionPosition, lastFeedback));
}
