/**
 * "I don't have a microphone", "My mic doesn't work": practice goes on without one, typed, and the teacher says how
 * (her messages played, slowly if need be, and words asked about), and where a microphone will help later.
 */
import { SLOW_BUTTON } from './answer-speak-slowly';
import type { Answer, AnswerContext } from './answer';
import { isSpanishTeacher } from './teacher-voice';

export function answerNoMicrophone(_question: unknown, { teacher }: AnswerContext): Answer {
  if (isSpanishTeacher(teacher)) {
    return { text: `No pasa nada: puedes practicar escribiendo, y yo te contesto. (No problem: you can practise by typing, and I will answer. ${SLOW_BUTTON})` };
  }
  const text = `No problem, you can practise without one: type to me, ask how any word is said and I'll show you its sounds, then say it aloud yourself. ${SLOW_BUTTON} When you have a microphone, the Pronunciation check in Voice practice will mark each word you read.`;
  return teacher.task === 'pronunciation' ? { text, followUp: 'Which word would you like to start with?' } : { text };
}
