/**
 * Feeling that nobody understands them when they speak ('I feel like nobody understand me when I speak english', 'Nadie
 * me entiende cuando hablo'): a frustration every learner knows, met with understanding and a question about when it
 * happens; never 'I'm really glad to hear that' for its 'like'. Each language with the messages it must read and those
 * it must leave, run as tests (not-understood.test.ts).
 */
import type { ToldRules } from './told-rule';

export const NOT_UNDERSTOOD: ToldRules = {
  en: {
    said: /\b(?:nobody|no one|no-one|people (?:don'?t|do not|never|can'?t|cannot)|they (?:don'?t|do not|never|can'?t|cannot)) (?:really )?understands? me\b|\b(?:nobody|no one|people) can understand me\b/i,
    acks: ["That's a really frustrating feeling, and almost every learner has it at some point.", 'That feeling is hard, and it is very common when you speak a new language.'],
    questions: ['When does it happen most: with the words, or with how they sound?', 'What do people usually do when they don’t understand you?'],
    examples: ['I feel like nobody understand me when I speak english', "People don't understand me when I order coffee.", 'No one understands me on the phone.'],
    counterExamples: ['Do you understand me?', 'My teacher understands me very well.', 'I understand people now.'],
  },
  es: {
    said: /(?<![\p{L}])(?:nadie|la gente no|no me) (?:me )?entiende(?:n)?(?: (?:nada|bien|cuando))?(?![\p{L}])/iu,
    acks: ['Es una sensación muy frustrante, y a casi todos los que aprenden un idioma les pasa. (It is a very frustrating feeling, and it happens to almost everyone learning a language.)'],
    questions: ['¿Cuándo te pasa más: con las palabras o con la pronunciación? (When does it happen most: with the words or the pronunciation?)'],
    examples: ['Nadie me entiende cuando hablo español.', 'La gente no me entiende en las tiendas.'],
    counterExamples: ['¿Me entiendes?', 'Mi profesora me entiende muy bien.', 'Entiendo a la gente.'],
  },
};
