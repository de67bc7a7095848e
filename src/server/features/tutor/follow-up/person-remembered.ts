/**
 * Someone of the learner's family described as they were ('My grandfather was very hardworking', 'Mi abuelo era muy
 * trabajador'): what the learner remembers most of them and learned from them; not 'Where does your grandfather live?'
 * nor 'What is your grandfather like?' after being told. Only a trait of character from each pack's list
 * (person-adjectives.json) with 'was'/'era', so a state ('My brother was sick') is not read. Each language with the
 * messages it must read and those it must leave, run as tests (person-remembered.test.ts).
 */
import englishWords from '../packs/en/words/person-adjectives.json';
import spanishWords from '../packs/es/words/person-adjectives.json';
import { ENGLISH_FAMILY_WORDS, SPANISH_FAMILY_WORDS } from './person-agreement';
import type { ToldRules } from './told-rule';
import { inflectSpanish } from './trait-said';

const TRAITS_EN = englishWords.character.join('|');
const TRAITS_ES = [...new Set(Object.keys(spanishWords.character).flatMap((base) => inflectSpanish(base).map((f) => f.form)))].join('|');

export const PERSON_REMEMBERED: ToldRules = {
  en: {
    said: new RegExp(String.raw`\bmy (?:late )?(?<who>${ENGLISH_FAMILY_WORDS}) (?:was|were) (?:always |very |so |really |such a |a very |a really |a )*(?:${TRAITS_EN})\b(?:,? (?:man|woman|person))?`, 'iu'),
    acks: ['That sounds like a special person.', 'What a lovely way to remember them.'],
    questions: ['What do you remember most about your {who}?', 'What did you learn from your {who}?'],
    examples: ['My grandfather was very hardworking and always told me stories.', 'My grandmother was a very kind woman.', 'My father was always patient with me.'],
    counterExamples: ['My brother was sick yesterday.', 'My grandfather is very kind.', 'My teacher was very strict.', 'Was your grandmother kind?'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])mi (?<who>${SPANISH_FAMILY_WORDS}) (?:(?:mayor|menor) )?(?:era|fue siempre|siempre fue) (?:siempre |muy |tan |bastante |súper |una persona |un hombre |una mujer )*(?:${TRAITS_ES})(?![\p{L}])`, 'iu'),
    acks: ['Parece una persona muy especial. (That sounds like a very special person.)', '¡Qué bonito recordarlo así! (What a lovely way to remember them!)'],
    questions: ['¿Qué es lo que más recuerdas de tu {who}? (What do you remember most about them?)', '¿Qué aprendiste de tu {who}? (What did you learn from them?)'],
    examples: ['Mi abuelo era muy trabajador y siempre me contaba historias.', 'Mi abuela era una persona muy generosa.', 'Mi padre siempre fue muy paciente conmigo.'],
    counterExamples: ['Mi hermano estaba enfermo ayer.', 'Mi abuelo es muy trabajador.', 'Mi profesor era muy estricto.', '¿Tu abuela era simpática?'],
  },
};
