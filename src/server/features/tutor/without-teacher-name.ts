/**
 * The teacher's name said to her ("Hey Ethan! What's up?", "Hello Daniel, how is it going?", "Thanks,
 * Sophia.") is the learner addressing her, not what they want to talk about: it is taken out before the
 * reply looks for the message's topic, so no teacher asks "Could you tell me a little more about Daniel?".
 * A name said in a sentence about her ("Is Ethan your real name?") is left.
 */
import type { TutorTeacher } from '../../lib/language-model';
import { stripAccents } from '../../lib/strip-accents';

const GREETING = `(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|thanks|thank you|hola|buenos d[ií]as|buenas(?: tardes| noches)?|gracias)`;

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };

/** The first of the teacher's names, with its accents optional (Lucía, Lucia). */
function firstNameOf(teacher: Pick<TutorTeacher, 'name'>): string {
  const first = stripAccents(teacher.name.split(/\s+/)[0] ?? '');
  return first.replace(/[aeiou]/gi, (vowel) => `[${vowel}${ACCENTED[vowel.toLowerCase()]}]`);
}

export function withoutTeacherName(text: string, teacher: Pick<TutorTeacher, 'name'>): string {
  const name = firstNameOf(teacher);
  if (!name) return text;
  return text
    // At the start, alone or after a greeting, and set off by a comma, a stop or the end: "Hey Ethan!", "Daniel, ..."
    .replace(new RegExp(String.raw`^\s*(?:(${GREETING})[\s,]+)?${name}\b\s*([,!.:;]*)\s*`, 'iu'), (whole, greeting: string | undefined, stop: string, at: number, all: string) => {
      const rest = all.slice(at + whole.length);
      if (rest && !stop && !greeting) return whole; // "Daniel lives in Oslo": a sentence about someone named so
      return greeting ? `${greeting}${stop || (rest ? ',' : '')}${rest ? ' ' : ''}` : '';
    })
    // At the end, after a comma: "..., Sophia?" "Thanks, Sophia."
    .replace(new RegExp(String.raw`,\s*${name}\s*([?!.]*)\s*$`, 'iu'), '$1')
    .trim();
}
