/**
 * The learner's hometown told of ('My hometown is small but very beautiful', 'Mi ciudad natal es pequeña pero muy
 * bonita', 'Crecí en un pueblo pequeño'): what they like most there and whether they still live there; not 'What do you
 * think about your city?'. The city they live in now is a fact (told-facts.ts). Each language with the messages it must
 * read and those it must leave, run as tests (hometown-told.test.ts).
 */
import type { ToldRules } from './told-rule';

export const HOMETOWN_TOLD: ToldRules = {
  en: {
    said: /\bmy (?<place>hometown|home town|home village|birthplace) is\b|\bI grew up in (?:a|an) (?:\p{L}+ ){0,2}(?:town|village|city)\b/iu,
    acks: ['It sounds like a special place.', 'I would love to see it one day.'],
    questions: ['What do you like most about your {place}?', 'Do you still live in your {place}?', 'What do you like most about the place where you grew up?', 'Do you still live there?'],
    examples: ['My hometown is small but very beautiful.', 'I grew up in a little village by the sea.', 'My home town is famous for its cheese.'],
    counterExamples: ['Where is your hometown?', 'My sister grew up in a small town.', 'I grew up in Madrid.'],
  },
  es: {
    said: /(?<![\p{L}])mi (?<place>ciudad natal|pueblo natal|pueblo) es(?![\p{L}])|(?<![\p{L}])(?:crecí|me crie|me crié) en (?:un|una) (?:\p{L}+ ){0,2}?(?:pueblo|ciudad|aldea)(?![\p{L}])/iu,
    acks: ['¡Parece un lugar especial! (It sounds like a special place!)', '¡Me encantaría conocerlo! (I would love to see it!)'],
    questions: ['¿Qué es lo que más te gusta de tu {place}? (What do you like most about it?)', '¿Todavía vives en tu {place}? (Do you still live there?)', '¿Qué es lo que más te gusta del lugar donde creciste? (What do you like most about the place where you grew up?)', '¿Todavía vives allí? (Do you still live there?)'],
    examples: ['Mi ciudad natal es pequeña pero muy bonita.', 'Crecí en un pueblo pequeño cerca del mar.', 'Mi pueblo es famoso por su queso.'],
    counterExamples: ['¿Cuál es tu ciudad natal?', 'Mi hermana creció en un pueblo.', 'Crecí en Madrid.'],
  },
};
