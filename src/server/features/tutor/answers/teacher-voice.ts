/**
 * How each teacher opens a direct answer and invites the learner to try it out, so an answer sounds
 * like Sophia or Oliver rather than a dictionary. Lucía speaks English inside parentheses, which the
 * browser reads with an English voice (see src/shared/speech-segments.ts).
 */
import type { TutorTeacher } from '../../../lib/language-model';
import type { Chooser } from '../choose-variant';
import type { AnswerContext } from './answer';

/**
 * `asked`: for a question ("Good question!"); `told`: for a request or a statement ("I always say 'sink' instead
 * of 'think'"), which nobody calls a good question.
 */
const LEAD_INS: Record<string, { asked: readonly string[]; told: readonly string[] }> = {
  sophia: { asked: ['Good question!', 'Oh, I like that question.', 'Sure!'], told: ['Sure!', 'Let’s look at that together.'] },
  oliver: { asked: ['Certainly.', 'A fair question.', 'Of course.'], told: ['Certainly.', 'Of course.'] },
  maya: { asked: ['Great question!', 'Ooh, good one!', 'Sure thing!'], told: ['Sure thing!', 'Let’s work on that!'] },
  daniel: { asked: ['Sure.', 'Good question.', 'Happy to help with that.'], told: ['Sure.', 'Happy to help with that.'] },
  claire: { asked: ['Happy to explain.', 'Good question.', 'Of course.'], told: ['Happy to explain.', 'Of course.'] },
  ethan: { asked: ['Sure thing.', 'Good one.', 'Absolutely.'], told: ['Sure thing.', 'Absolutely.'] },
  lucia: { asked: ['¡Buena pregunta!', '¡Claro que sí!', '¡Muy buena pregunta!'], told: ['¡Claro que sí!', '¡Vamos a verlo!'] },
};

/** A question mark, or a question's first word ("how do I say...", "¿cómo se dice..."): asked, not told. */
const ASKED = /[?¿]|^\W*(?:how|what|why|when|where|which|who|whose|is|are|am|do|does|did|can|could|would|should|will|may|might|qu[eé]|c[oó]mo|cu[aá]l|cu[aá]ndo|d[oó]nde|por qu[eé]|qui[eé]n)\b/i;

/** "Can you help me...?", "Could you explain...?": a request, met with 'Sure', not called a good question. */
const REQUEST = /^\W*(?:(?:can|could|would|will) you|please)\b/i;

/** Each teacher's yes to a request about the lesson ('Can you correct me?', 'Let's do Part 2'). */
const AGREE: Record<string, string> = { sophia: 'Sure!', oliver: 'Certainly.', maya: 'Sure thing!', daniel: 'Sure.', claire: 'Of course.', ethan: 'Absolutely.', lucia: '¡Claro que sí!' };

export function agree(teacher: TutorTeacher): string {
  return AGREE[teacher.slug] ?? AGREE.sophia!;
}

export function isAsked(message: string): boolean {
  return ASKED.test(message.trim()) && !REQUEST.test(message.trim());
}

export function leadIn({ teacher, chooser, conversation }: Pick<AnswerContext, 'teacher' | 'chooser' | 'conversation'>): string {
  const voice = LEAD_INS[teacher.slug] ?? LEAD_INS.sophia!;
  return chooser.pick('answer-lead-in', isAsked(conversation.lastUserMessage ?? '?') ? voice.asked : voice.told);
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

/** 'a' or 'an' before a word, by its first sound: 'an HR manager' and 'an MBA' as letters said by name, 'a university'. */
export function article(word: string): string {
  // Two or three capitals are said letter by letter ('HR', 'MBA'); longer ones as a word ('NASA', 'NURSE').
  // Four or five with no vowel are letters too ('HTML', 'HSBC').
  if (/^\p{Lu}{2,3}\b/u.test(word) || /^[B-DF-HJ-NP-TV-Z]{4,5}\b/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  return /^(?:[aeio]|u(?![nr]i|se|sa|ti))/i.test(word) ? 'an' : 'a';
}
