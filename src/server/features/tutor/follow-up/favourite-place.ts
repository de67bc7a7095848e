/**
 * A favourite place named ('My favourite place is my grandparents' house in the countryside', 'Mi lugar favorito es la
 * playa de mi pueblo'): what they do there and how often they go; not 'What are your grandparents like?' for the
 * people the place is named after. Someone else's favourite place and a question are left. Each language with the
 * messages it must read and those it must leave, run as tests (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const FAVOURITE_PLACE: ToldRules = {
  en: {
    said: /\bmy (?:favou?rite|most special|special|happy) place (?:(?:in (?:the world|my (?:city|town|country))|on earth) )?(?:is|was|has always been)\b|\bthe place I (?:love|like) (?:the )?most (?:is|was)\b/i,
    acks: ['What a lovely place to have!', 'Everyone needs a place like that.'],
    questions: ['What do you like doing there?', 'How often do you get to go there?'],
    examples: ["My favourite place is my grandparents' house in the countryside.", 'My favorite place in my city is the old harbour.', 'The place I love most is the beach near my village.'],
    counterExamples: ["My sister's favourite place is Paris.", 'What is your favourite place?', 'My favourite food is pizza.'],
  },
  es: {
    said: /(?<![\p{L}])mi (?:lugar|sitio) (?:favorito|preferido|especial)(?: (?:en el mundo|de mi (?:ciudad|pueblo|país)))? (?:es|era|ha sido siempre)(?![\p{L}])|(?<![\p{L}])el lugar que más me gusta (?:es|era)(?![\p{L}])/iu,
    acks: ['¡Qué bonito tener un lugar así! (How lovely to have a place like that!)'],
    questions: ['¿Qué te gusta hacer allí? (What do you like doing there?)', '¿Cada cuánto puedes ir? (How often do you get to go there?)'],
    examples: ['Mi lugar favorito es la casa de mis abuelos en el campo.', 'Mi sitio preferido de mi ciudad es el puerto.'],
    counterExamples: ['El lugar favorito de mi hermana es París.', '¿Cuál es tu lugar favorito?', 'Mi plato favorito es el cocido.'],
  },
};
