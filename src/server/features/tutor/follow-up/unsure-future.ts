/**
 * The learner does not know yet what to do with their life ('I don't know what I want to do after university', 'No sé
 * qué quiero estudiar'): that it is normal, and what draws them; not a plan asked when it will be. Each language with the
 * messages it must read and those it must leave, run as tests (unsure-future.test.ts).
 */
import type { ToldRules } from './told-rule';

export const UNSURE_FUTURE: ToldRules = {
  en: {
    said: /\bI(?: still| really)?(?: don't| do not| am not sure|'m not sure)(?: know)? what (?:I want to|I'm going to|I am going to|I will|I should|to) (?:do|study|be)\b(?![^.!?]*\b(?:today|tonight|tomorrow|this (?:weekend|evening|afternoon|morning)|for (?:dinner|lunch|breakfast))\b)/i,
    acks: ["That's completely normal, lots of people don't know yet.", 'Many people feel that way, and there is time to find out.'],
    questions: ['What would you love to do if you could choose anything?', 'Which subjects or kinds of work interest you most?'],
    examples: ["I don't know what I want to do after university.", "I'm not sure what to study next year.", 'I still do not know what I want to be.'],
    counterExamples: ['I have no idea what to cook tonight.', "I'm not sure what to do this weekend.", 'I know what I want to do.', 'What do you want to do?', "My brother doesn't know what to study."],
  },
  es: {
    said: /(?<![\p{L}])(?:todavía |aún )?no (?:sé|se|estoy segur[oa] de) (?:qué|que|lo que) (?:quiero|voy a|debería) (?:hacer|estudiar|ser)(?![\p{L}])(?![^.!?]*(?<![\p{L}])(?:hoy|esta noche|mañana|este fin de semana|esta tarde|para (?:cenar|comer))(?![\p{L}]))/iu,
    acks: ['¡Es muy normal no saberlo todavía! (It is very normal not to know yet!)', 'Mucha gente se siente así, y hay tiempo para descubrirlo. (Many people feel that way, and there is time to find out.)'],
    questions: ['¿Qué te gustaría hacer si pudieras elegir cualquier cosa? (What would you like to do if you could choose anything?)', '¿Qué cosas te interesan más? (What interests you most?)'],
    examples: ['Todavía no sé qué voy a hacer cuando termine la carrera.', 'Aún no sé lo que debería estudiar.', 'No estoy segura de qué voy a hacer el año que viene.'],
    counterExamples: ['No sé qué cocinar esta noche.', 'No sé qué vamos a hacer este fin de semana.', 'Sé lo que quiero hacer.', '¿Qué quieres hacer?', 'Mi hermano no sabe qué estudiar.'],
  },
};
