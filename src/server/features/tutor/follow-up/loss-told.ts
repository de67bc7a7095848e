/**
 * Someone close who died ('My grandfather passed away last month', 'Mi abuela murió el año pasado'): sorrow for the
 * loss, and room to talk about them if the learner wants; never 'How did you handle it in the end?' nor 'Oh, entiendo'.
 * Each language with the messages it must read and those it must leave, run as tests (loss-told.test.ts).
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import type { FactResponse } from './respond-to-facts';
import { agreeWith, englishPerson, ENGLISH_FAMILY_WORDS, HE, SHE, spanishPerson, SPANISH_FAMILY_WORDS, THEY } from './person-agreement';

type LossRule = { said: RegExp; acks: readonly string[]; questions: readonly string[]; examples: readonly string[]; counterExamples: readonly string[] };

const DOG_OR_CAT_EN = 'dog|cat|pet';
/** 'Passed' alone is a death only with nothing passed after it ('My grandfather passed last year'; not 'My son passed his exam'). */
const PASSED_WITH_NOTHING_AFTER = String.raw`(?=\s*(?:[.,;!]|$)| (?:last|yesterday|this|recently|in (?:19|20)\d\d|(?:a|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?|years?) ago)\b)`;
const DOG_OR_CAT_ES = 'perro|perra|gato|gata|mascota';
/** Died, as said of someone named before: never 'passed' alone ('she passed!' is an exam), nor 'died laughing'. */
const DIED_LATER = String.raw`(?:has |just |sadly |sadly just )?(?:died|passed away)(?! laughing| of (?:laughter|boredom|embarrassment|shame|fright))`;
/** Words between the person and the pronoun that bring in someone else the pronoun may stand for ('loved Kobe Bryant and he died'). */
const SOMEONE_ELSE_BETWEEN = String.raw`(?:(?!\b(?:loved|liked|admired|watched|saw|met|knew|read|cried|film|movie|show|book|song|player|singer|actor|actress|star|friend|neighbou?r|teacher|boss)\b)[^!?])`;
/**
 * Named first, then the death in the same or the next sentence by the pronoun that agrees ('My grandmother taught me to
 * cook, but she passed away last year'; 'My dog was very old. He died in May.'): 'she' only after a woman, 'he' after a
 * man, 'they' after more than one; a pet or a friend either way. 'My father cried when he died in the film' is none.
 */
const NAMED_THEN_DIED_EN = String.raw`\bmy (?:(?:old|dear|beloved|best) )?(?<she>${SHE.join('|')}|friend|${DOG_OR_CAT_EN})\b${SOMEONE_ELSE_BETWEEN}{0,100}?\bshe ${DIED_LATER}\b|\bmy (?:(?:old|dear|beloved|best) )?(?<he>${HE.join('|')}|friend|${DOG_OR_CAT_EN})\b${SOMEONE_ELSE_BETWEEN}{0,100}?\bhe ${DIED_LATER}\b|\bmy (?<they>${THEY.join('|')})\b${SOMEONE_ELSE_BETWEEN}{0,100}?\bthey (?:both )?${DIED_LATER}\b`;

export const LOSS_TOLD: Readonly<Record<'en' | 'es', LossRule>> = {
  en: {
    said: new RegExp(String.raw`\bmy (?:(?:old|dear|beloved|best) )?(?<who>${ENGLISH_FAMILY_WORDS}|friend|${DOG_OR_CAT_EN}) (?:(?:has |just |sadly )?(?:died|passed away|passed${PASSED_WITH_NOTHING_AFTER})|is dead)\b|\bI lost my (?<who2>${ENGLISH_FAMILY_WORDS}|friend|${DOG_OR_CAT_EN})\b(?! (?:in|at) (?:the|a) )|${NAMED_THEN_DIED_EN}`, 'i'),
    acks: ["I'm so sorry for your loss.", "I'm so sorry. That must be very hard."],
    questions: ['Would you like to tell me a little about {object}?', 'What do you remember most about {object}?'],
    examples: ['My grandmother passed last year.', 'My grandfather passed away last month.', 'My dog died last week.', 'I lost my mother two years ago.', 'My best friend sadly died in 2019.', 'My grandmother taught me to knit, but she passed away in the winter.', 'My uncle was a fisherman and he died in 2015.', 'My grandmother taught me to cook. She passed away last year.', 'My dog was very old. He died in May.', 'My grandparents lived on a farm and they both passed away in 2019.'],
    counterExamples: ['My son passed his driving test.', 'My mother cried when he died in the film.', 'My father cried when he died in the film.', 'My sister is a nurse. He died in her hospital.', 'My daughter had her driving test yesterday and she passed!', 'My brother loved Kobe Bryant and he died in 2020.', 'My sister saw the video and she died laughing.', 'My parents passed all their exams.', 'My phone died yesterday.', 'My grandfather is ninety.', 'I lost my keys.', 'I lost my son in the supermarket for five minutes!', 'Did your grandfather pass away?'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])mis? (?:(?:querid[oa]|mejor) )?(?<who>${SPANISH_FAMILY_WORDS}|amig[oa]|${DOG_OR_CAT_ES}) (?:(?:se )?muri[óo]|falleci[óo]|ha muerto|ha fallecido|(?:está|esta|es) muert[oa](?! de ))(?![\p{L}])|(?<![\p{L}])perdí a mis? (?<who2>${SPANISH_FAMILY_WORDS}|amig[oa])(?![\p{L}])|(?<![\p{L}])mis? (?:querid[oa] )?(?<who3>${SPANISH_FAMILY_WORDS})(?![\p{L}])[^.!?]{0,80}?(?<![\p{L}])(?:pero|y) (?:(?:se|ya) )?(?:muri[óo]|falleci[óo]|ha muerto|ha fallecido)(?![\p{L}])(?! de (?:risa|miedo|vergüenza|hambre|sueño|frío|calor|ganas|envidia|aburrimiento))`, 'iu'),
    acks: ['Lo siento muchísimo. (I am so sorry for your loss.)', 'Lo siento mucho, debe de ser muy duro. (I am so sorry, it must be very hard.)'],
    questions: ['¿Quieres contarme algo sobre {pronoun}? (Would you like to tell me a little about {object}?)', '¿Qué es lo que más recuerdas de {pronoun}? (What do you remember most about {object}?)'],
    examples: ['Mi abuela cocinaba muy bien, pero murió el año pasado.', 'Mi abuelo murió el año pasado.', 'Mi perro ha muerto esta semana.', 'Perdí a mi madre hace dos años.', 'Mi abuela falleció en marzo.', 'Mi abuelo murio el año pasado.', 'Mi madre es muerto hace dos años.', 'Mi tío esta muerto.'],
    counterExamples: ['Mi madre lloró cuando el perro murió en la película.', 'Mi hermana vio el vídeo y se murió de risa.', 'Mi madre tiene una amiga que murió el año pasado.', 'Mi móvil murió ayer.', 'Mi abuelo tiene noventa años.', 'Perdí mis llaves.', '¿Tu abuelo murió?', 'Mi padre está muerto de cansancio.'],
  },
};

const PETS = new RegExp(`^(?:${DOG_OR_CAT_EN}|${DOG_OR_CAT_ES})$`, 'i');
const FRIEND = /^(?:friend|amigo)$/i;

/** Who was lost, as a person English and Spanish can name: a pet is 'him' ('él') by its word's gender, a friend too. */
function personOf(word: string, isSpanish: boolean) {
  if (isSpanish) return PETS.test(word) || FRIEND.test(word) || /^amiga$/i.test(word) ? { subject: 'he' as const, isFeminine: /a$/i.test(word) } : spanishPerson(word);
  if (PETS.test(word) || FRIEND.test(word)) return { subject: 'they' as const, isFeminine: false };
  return englishPerson(word);
}

/** Who the message says was lost, as a person to agree with and Lucía's pronoun for them; null when it tells of no loss. */
export function lossTold(message: string, isSpanish: boolean): { person: ReturnType<typeof personOf>; pronoun: string } | null {
  if (/\?\s*$/.test(message.trim())) return null;
  const found = LOSS_TOLD[isSpanish ? 'es' : 'en'].said.exec(message)?.groups;
  if (!found) return null;
  const person = personOf((found.who ?? found.who2 ?? found.who3 ?? found.she ?? found.he ?? found.they)!, isSpanish);
  return { person, pronoun: person.subject === 'they' ? (person.isFeminine ? 'ellas' : 'ellos') : person.isFeminine ? 'ella' : 'él' };
}

export function respondToLoss(input: { message: string; isSpanish: boolean; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, isSpanish, assistantMessages, chooser } = input;
  const rule = LOSS_TOLD[isSpanish ? 'es' : 'en'];
  const lost = lossTold(message, isSpanish);
  if (!lost) return null;
  const { person, pronoun } = lost;
  const questions = rule.questions.map((q) => agreeWith(q, person).replace('{pronoun}', pronoun)).filter((q) => !wasAlreadyAsked(q, assistantMessages));
  if (questions.length === 0) return null;
  return { acknowledgement: chooser.pick('loss-ack', rule.acks), question: chooser.pick('loss-question', questions) };
}
