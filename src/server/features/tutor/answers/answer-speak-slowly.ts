/**
 * "Can you speak more slowly?": the teacher's voice plays at one speed, and every message has a Slow button
 * that plays it again at half speed; the teacher says so, then asks her last question again.
 */
import { lastQuestionOf } from '../repeat-request';
import type { Answer, AnswerContext } from './answer';
import { agree, isSpanishTeacher } from './teacher-voice';

export const SLOW_BUTTON = 'Press Slow under any of my messages to hear it again at half speed.';

export function answerSpeakSlowly(_question: unknown, { teacher, conversation }: AnswerContext): Answer {
  const last = lastQuestionOf(conversation.assistantMessages.at(-1));
  const text = isSpanishTeacher(teacher)
    ? `¡Claro! Pulsa «Lento» en cualquiera de mis mensajes para oírlo a la mitad de velocidad. (Of course! ${SLOW_BUTTON})`
    : `${agree(teacher)} ${SLOW_BUTTON}${last ? ' Here is my question again:' : ''}`;
  // Her last question, said again (an empty follow-up: the answer itself asks); else the usual next question.
  return last ? { text: `${text} ${last}`, followUp: '' } : { text };
}
