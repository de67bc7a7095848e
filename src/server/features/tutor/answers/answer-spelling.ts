/**
 * "How do you spell 'necessary'?", "¿Cómo se escribe 'jamón'?": the word letter by letter, with its double letters
 * (English) or its accent and ñ (Spanish) named, since those are what learners get wrong. A word asked with a slip in
 * it ('neccesary') is spelt as the spelling family would correct it; a word neither dictionary knows gets an honest
 * answer.
 */
import { stripAccents } from '../../../lib/strip-accents';
import { isKnownWord } from '../grammar/confident-issue';
import { findCorrections } from '../grammar/find-corrections';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { isSpanishTeacher, tryItQuestion } from './teacher-voice';

/** The letters, in capitals, joined by hyphens: N-E-C-E-S-S-A-R-Y. */
const lettersOf = (word: string) => [...word.toUpperCase()].filter((c) => /\p{L}/u.test(c)).join('-');

/** 'with a double s', 'with a double c and a double m'. */
function doubles(word: string): string {
  const found = [...word.toLowerCase().matchAll(/(\p{L})\1/gu)].map((m) => `a double ${m[1]}`);
  return found.length === 0 ? '' : `, with ${found.join(' and ')}`;
}

/** 'con tilde en la o', 'con eñe': what a Spanish word carries that its plain letters do not show. */
function spanishMarks(word: string): string {
  const marks: string[] = [];
  const accented = /[áéíóú]/.exec(word.toLowerCase());
  if (accented) marks.push(`con tilde en la ${stripAccents(accented[0])}`);
  if (/ñ/i.test(word)) marks.push('con eñe');
  return marks.length === 0 ? '' : `, ${marks.join(' y ')}`;
}

/** The word as the spelling family corrects it ('neccesary' → 'necessary'), or null when it has no surer reading. */
async function meantWord(word: string, language: string): Promise<string | null> {
  const [correction] = await findCorrections(word, { max: 1, language, families: 'every' });
  const corrected = correction?.rule?.includes('spelling') ? word.replace(correction.original, correction.corrected).trim() : null;
  return corrected && /^\p{L}+$/u.test(corrected) ? corrected : null;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export async function answerSpelling(question: LearnerQuestion, context: AnswerContext): Promise<Answer | null> {
  const asked = question.subject.trim();
  if (!/^\p{L}+$/u.test(asked)) return null;
  const { teacher, chooser } = context;
  if (isSpanishTeacher(teacher)) {
    const meant = await meantWord(asked, teacher.language);
    const word = meant ?? asked;
    const lead = meant && meant.toLowerCase() !== asked.toLowerCase() ? `Creo que quieres decir «${meant}». ` : '';
    return { text: `${lead}«${capital(word)}» se escribe ${lettersOf(word)}${spanishMarks(word)}.`, followUp: tryItQuestion(teacher, word, chooser) };
  }
  const meant = isKnownWord(asked) ? null : await meantWord(asked, 'en-GB');
  if (!meant && !isKnownWord(asked)) {
    return { text: `Hmm, I don't know '${asked}' as an English word, so I'd rather not guess its spelling. Where did you see or hear it? The sentence around it would help me.`, followUp: '', isHonestFallback: true };
  }
  // A name keeps its capital ('Wednesday'); any other word is spelt in lower case.
  const word = meant ?? (/^\p{Lu}\p{Ll}+$/u.test(asked) ? asked : asked.toLowerCase());
  const lead = meant ? `I think you mean '${meant}'. ` : '';
  return { text: `${lead}'${capital(word)}' is spelt ${lettersOf(word)}${doubles(word)}.`, followUp: tryItQuestion(teacher, word, chooser) };
}
