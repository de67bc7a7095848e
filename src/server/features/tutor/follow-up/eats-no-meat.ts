/**
 * The learner eats no meat ('I am vegetarian since I was fifteen', "I'm vegan", "I don't eat meat", 'Soy vegetariana', 'No
 * como carne'): what made them choose it, or their favourite dish; not a question from another topic's bank. Someone
 * else's diet and a restaurant tried are left. Each language with the messages it must read and those it must leave, run
 * as tests (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const EATS_NO_MEAT: ToldRules = {
  en: {
    said: /\bI(?:'m| am| have been| became| have become|'ve been| was)? (?:a )?(?:strict )?(?:vegetarian|vegan|pescatarian)\b(?! (?:restaurant|caf[eé]|food|dish|meal|option|menu|burger|pizza)s?\b)|\bI (?:don't|do not|never|no longer|stopped eating|gave up)(?: eat)? (?:any )?(?:meat|fish and meat|meat or fish|animal products)\b(?! on (?:fridays|mondays|weekdays))/i,
    acks: ['Oh, interesting!', 'That is a big choice to make.'],
    questions: ['What made you decide to stop eating meat?', 'What is your favourite dish without meat?', 'Is it easy to eat out where you live?'],
    examples: ['I am vegetarian since I was fifteen years old.', "I'm vegan.", "I don't eat meat.", 'I became vegetarian two years ago because I love animals.', 'I stopped eating meat last year.'],
    counterExamples: ['My sister is vegetarian.', 'Are you vegetarian?', 'I tried a vegan restaurant yesterday.', 'I love meat, especially steak.', "I don't eat meat on Fridays."],
  },
  es: {
    said: /(?<![\p{L}])(?:soy|me hice|me he hecho) (?:vegetarian[oa]|vegan[oa])(?![\p{L}])|(?<![\p{L}])(?:ya )?no (?:como|tomo) (?:nada de )?carne(?![\p{L}])(?! los (?:viernes|lunes))|(?<![\p{L}])dejé de comer carne(?![\p{L}])/iu,
    acks: ['¡Qué interesante! (How interesting!)', '¡Es una decisión importante! (That is a big decision!)'],
    questions: ['¿Por qué decidiste dejar la carne? (What made you give up meat?)', '¿Cuál es tu plato favorito sin carne? (What is your favourite dish without meat?)', '¿Es fácil comer fuera donde vives? (Is it easy to eat out where you live?)'],
    examples: ['Soy vegetariana desde hace tres años.', 'Soy vegano.', 'No como carne porque me encantan los animales.', 'Dejé de comer carne el año pasado.'],
    counterExamples: ['Mi hermana es vegetariana.', '¿Eres vegetariano?', 'Me encanta la carne.', 'No como carne los viernes.'],
  },
};
