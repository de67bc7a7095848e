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

/**
 * "¿Puedes hablar en inglés?", "Can you explain that in English, please?": Lucía explains anything in English, writes the
 * English in brackets after each sentence and will keep doing so, and any word can be asked about; then her last
 * question again. Other teachers already speak English: no answer.
 */
export function answerInEnglish(_question: unknown, { teacher, conversation }: AnswerContext): Answer | null {
  if (!isSpanishTeacher(teacher)) return null;
  const last = lastQuestionOf(conversation.assistantMessages.at(-1));
  const text = '¡Claro! Te explico en inglés todo lo que necesites: después de cada frase te escribo el inglés entre paréntesis, y lo voy a seguir haciendo. Si no entiendes una palabra, pregúntame qué significa y te la explico. (Of course! I will explain anything in English whenever you need it: after each sentence I write the English in brackets, and I will keep doing so. If you don\'t understand a word, just ask me what it means, and I will explain it.)';
  return last ? { text: `${text} ${last}`, followUp: '' } : { text };
}
