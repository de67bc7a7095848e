/**
 * "¿'Mano' es femenino o masculino?", "¿Por qué 'el problema' es masculino si termina en -a?": a noun's gender, from
 * the Spanish pack's word lists and the dictionary, with the reason of its group (a Greek -ma, a short form, a stressed
 * a-, an ending that always tells). Lucía's: an English teacher has no genders to explain.
 */
import { genderOf, singularSpanish } from '../packs/es/spanish-words';
import { STRESSED_A_FEMININES } from '../packs/es/rules/el-before-stressed-a';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { isSpanishTeacher, leadIn } from './teacher-voice';

/** Short forms that keep the gender of the whole word ('la foto' from 'la fotografía'). */
const SHORT_FORMS: Readonly<Record<string, string>> = { foto: 'fotografía', moto: 'motocicleta', radio: 'radiodifusión', tele: 'televisión', bici: 'bicicleta', disco: 'disco' };
const ALWAYS_FEMININE_ENDINGS = /(ción|sión|dad|tad|tud|umbre)$/;

/** Why the noun has its gender, in Spanish and then in English, or null where only the ending tells. */
function reasonFor(noun: string, gender: 'masculine' | 'feminine'): string | null {
  if (gender === 'masculine' && /[mpt]a$/.test(noun) && noun !== 'mapa') return 'Muchos nombres en -ma, -pa y -ta vienen del griego y son masculinos: el problema, el tema, el idioma, el planeta. (Many words in -ma come from Greek and are masculine.)';
  if (gender === 'masculine' && /a$/.test(noun)) return 'Es una excepción: termina en -a, pero es masculino, como el día y el mapa. (It is an exception: it ends in -a but is masculine.)';
  if (gender === 'feminine' && STRESSED_A_FEMININES.has(noun)) return `Es femenino, pero en singular lleva «el» porque empieza por una a tónica: el ${noun}, las ${noun}s. (It is feminine, but takes 'el' in the singular.)`;
  if (gender === 'feminine' && SHORT_FORMS[noun] && noun !== 'disco') return `Es la forma corta de «${SHORT_FORMS[noun]}», que es femenino. (It is short for '${SHORT_FORMS[noun]}', which is feminine.)`;
  if (gender === 'feminine' && noun === 'mano') return 'Es una excepción: termina en -o, pero es femenino. (It is an exception: it ends in -o but is feminine.)';
  if (gender === 'feminine' && ALWAYS_FEMININE_ENDINGS.test(noun)) return 'Los nombres en -ción, -sión, -dad, -tad y -tud son femeninos. (Words ending in -ción, -dad and -tud are feminine.)';
  if (/[oa]$/.test(noun)) return gender === 'masculine' ? 'Como casi todos los nombres en -o, es masculino. (Like almost every word in -o, it is masculine.)' : 'Como casi todos los nombres en -a, es femenino. (Like almost every word in -a, it is feminine.)';
  return 'Con otras terminaciones, como -e o una consonante, hay que aprender el género con la palabra. (With other endings, learn the gender with the word.)';
}

export function answerNounGender(question: LearnerQuestion, context: AnswerContext): Answer | null {
  if (!isSpanishTeacher(context.teacher)) return null;
  const noun = singularSpanish(question.subject.toLowerCase().replace(/^(?:el|la|los|las|un|una)\s+/, '').trim());
  if (!/^\p{L}+$/u.test(noun)) return null;
  const gender = genderOf(noun, true);
  if (!gender) {
    return { text: `No tengo «${noun}» en mis listas y prefiero no adivinar su género. (It is not in my word lists, and I would rather not guess.)`, followUp: '¿Me escribes una frase con esa palabra? (Can you write me a sentence with it?)' };
  }
  const article = gender === 'feminine' && !STRESSED_A_FEMININES.has(noun) ? 'la' : 'el';
  const said = gender === 'feminine' ? 'femenino' : 'masculino';
  return {
    text: `${leadIn(context)} «${noun.charAt(0).toUpperCase()}${noun.slice(1)}» es ${said}: ${article} ${noun}. ${reasonFor(noun, gender) ?? ''}`.trim(),
    followUp: `¿Me dices una frase con «${article} ${noun}»? (Can you tell me a sentence with it?)`,
  };
}
