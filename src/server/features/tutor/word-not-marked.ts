/**
 * "What is wrong with 'interesting'?", "why 'the gym'?", "¿Por qué no «he ido»?" about words of the learner's last
 * message that the teacher did not mark (why-after-correction.ts answers those she did): the learner doubts them, so
 * the teacher weighs them with every family, even those not sure enough to correct unasked, and says what she
 * found as a doubt; finding nothing, she says she did not mark them and asks what made the learner unsure. Never
 * "I'm not sure, what do you think?" and a question on another subject.
 */
import type { TutorTeacher } from '../../lib/language-model';
import type { Locale } from '#/shared/i18n/locales';
import { explainCorrection } from './explain';
import { findCorrections } from './grammar/find-corrections';
import { fixedParts } from './grammar/fixed-part';
import { isSpanishTeacher } from './answers/teacher-voice';
import { holdsWords, shareWords } from './text-pieces';
import { whyAboutWords } from './why-after-correction';

/** Changes weighed in the sentence the learner doubts: as many as a checked text's. */
const MAX_CHANGES = 4;
/** The words must be quoted, or asked about as wrong: 'Why the village?' may ask about the trip, not the words. */
const QUOTED_OR_WRONG = /['‘"“«].+['’"”»]|\bwhat(?:'s| is) (?:wrong|the problem) with\b/iu;


export async function answerWordNotMarked(input: { userMessages: readonly string[]; teacher: TutorTeacher; locale: Locale }): Promise<string | null> {
  const { userMessages, teacher, locale } = input;
  const message = userMessages.at(-1) ?? '';
  const previous = userMessages.at(-2);
  const about = QUOTED_OR_WRONG.test(message) ? whyAboutWords(message) : null;
  if (!about || !previous || !holdsWords(previous, about)) return null;
  const spanish = isSpanishTeacher(teacher);
  const quoted = previous.match(new RegExp(about.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu'))?.[0] ?? about;
  const changes = await findCorrections(previous, { max: MAX_CHANGES, language: teacher.language, families: 'every' });
  for (const correction of changes) {
    const part = fixedParts(correction).find((p) => shareWords(p.from, about));
    if (!part) continue;
    const fix = correction.fixes.find((f) => holdsWords(part.from, f.from));
    const reason = explainCorrection(fix?.why || fix?.reason ? fix! : correction, locale) ?? '';
    return spanish
      ? `Bien visto: no estoy del todo segura, pero creo que «${part.to}» es mejor que «${part.from}». ${reason} ¿Lo dices otra vez así? (Well spotted: I'm not completely sure, but I think '${part.to}' is better than '${part.from}'. Can you say it again that way?)`
      : `Well spotted: I'm not completely sure, but I think '${part.to}' is better than '${part.from}'. ${reason} Can you say your sentence again that way?`.replace(/\s+/g, ' ');
  }
  return spanish
    ? `No marqué «${quoted}»: no veo en esas palabras un error del que esté segura, aunque se me puede escapar alguno. ¿Qué te hizo dudar? (I didn't mark '${quoted}': I can't see a mistake there I'm sure of, though I may miss one. What made you unsure?)`
    : `I didn't mark '${quoted}': I can't see a mistake there that I'm sure of, though my check can miss one. What made you unsure about it?`;
}
