/**
 * How each teacher opens a direct answer and invites the learner to try it out, so an answer sounds
 * like Sophia or Oliver rather than a dictionary. Lucía speaks English inside parentheses, which the
 * browser reads with an English voice (see src/shared/speech-segments.ts).
 */
import type { TutorTeacher } from '../../../lib/language-model';
import type { Chooser } from '../choose-variant';

const LEAD_INS: Record<string, readonly string[]> = {
  sophia: ['Good question!', 'Oh, I like that question.', 'Sure!'],
  oliver: ['Certainly.', 'A fair question.', 'Of course.'],
  maya: ['Great question!', 'Ooh, good one!', 'Sure thing!'],
  daniel: ['Sure.', 'Good question.', 'Happy to help with that.'],
  claire: ['Happy to explain.', 'Good question.', 'Of course.'],
  ethan: ['Sure thing.', 'Good one.', 'Absolutely.'],
  lucia: ['¡Buena pregunta!', '¡Claro que sí!', '¡Muy buena pregunta!'],
};

export function leadIn(teacher: TutorTeacher, chooser: Chooser): string {
  return chooser.pick('answer-lead-in', LEAD_INS[teacher.slug] ?? LEAD_INS.sophia!);
}

export const isSpanishTeacher = (teacher: TutorTeacher): boolean => teacher.language.startsWith('es');

/** English for Lucía goes in parentheses (spoken in an English voice); other teachers speak it as it is. */
export function english(teacher: TutorTeacher, text: string): string {
  return isSpanishTeacher(teacher) ? `(${text})` : text;
}

/** An invitation to use what was just explained; the conversation then goes on from the learner's sentence. */
export function tryItQuestion(teacher: TutorTeacher, word: string, chooser: Chooser): string {
  if (isSpanishTeacher(teacher)) return chooser.pick('try-it', [`¿Puedes usar «${word}» en una frase? (Can you use it in a sentence of your own?)`, `¿Lo intentas? (Try a sentence of your own with «${word}».)`]);
  const options = teacher.task === 'ielts'
    ? [`Could you use '${word}' in a sentence about yourself?`, `Try answering with '${word}': when did you last need it?`]
    : [`Can you make a sentence of your own with '${word}'?`, `How would you use '${word}' in a sentence about your own life?`, `Want to try a sentence with '${word}' about your week?`];
  return chooser.pick('try-it', options);
}

/** 'a', 'an' or '' before a word. */
export function article(word: string): string {
  return /^(?:[aeio]|u(?![nr]i|se|sa|ti))/i.test(word) ? 'an' : 'a';
}
