/**
 * Friends or flatmates the learner lives with, told ('I live with two flatmates', 'Vivo con dos compañeros de piso'): how
 * they get on, or who does the cooking; not 'What else can you tell me about flatmates?' or an unrelated question. Family
 * at home ('I live with my parents') is the facts' (respond-to-facts.ts, respond-to-spanish-facts.ts: asked about by
 * name); with a place told beside it in English ('I live with friends in Leeds') the place is told-fact-phrasings.ts's. Each language
 * with the messages it must read and those it must leave, run as tests (lives-with.test.ts).
 */
import type { ToldRules } from './told-rule';

const EN_COMPANY = '(?:flatmates?|roommates?|housemates?|friends?|students|colleagues)';
const ES_COMPANY = '(?:compañer[oa]s(?: de (?:piso|casa|clase|trabajo))?|amig[oa]s?|estudiantes)';

export const LIVES_WITH: ToldRules = {
  en: {
    // Case written out, not /i: a capital after 'in' is a place ('in Leeds').
    said: new RegExp(String.raw`\b[Ii](?: live|'m living| am living) with (?:(?:my|two|three|four|some|a few|an?|other) )?(?:\p{L}+ )?${EN_COMPANY}\b(?![^.!?]*\bin \p{Lu})`, 'u'),
    acks: ['Thanks for telling me who you live with.', 'Sharing a home can be a lot of fun.'],
    questions: ['How do you get on with each other?', 'Who does the cooking at home?'],
    examples: ['I live with two flatmates.', "I'm living with other students at the moment.", 'I live with my best friend and her cat.'],
    counterExamples: ['My brother lives with his friends.', 'Do you live with your flatmates?', 'I live with friends in Leeds.', "I don't live with my friends any more.", 'I live with my parents.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?<![Nn]o )[Vv]ivo con (?:mis|mi|dos|tres|cuatro|unos|unas|un|una) (?:\p{L}+ )?${ES_COMPANY}(?![\p{L}])`, 'u'),
    acks: ['¡Gracias por contarme con quién vives! (Thanks for telling me who you live with!)', '¡Compartir casa puede ser muy divertido! (Sharing a home can be a lot of fun!)'],
    questions: ['¿Qué tal os lleváis? (How do you get on with each other?)', '¿Quién cocina en casa? (Who does the cooking at home?)'],
    // A city told after it ('en Sevilla') is no city fact in Spanish (only 'vivo en Sevilla' is): the company is asked about.
    examples: ['Vivo con dos compañeros de piso.', 'Ahora vivo con unas amigas.', 'Vivo con mi mejor amigo y su perro.', 'Vivo con mis amigos en Sevilla.'],
    counterExamples: ['Mi hermano vive con sus amigos.', '¿Vives con tus compañeros?', 'No vivo con mis amigas.', 'Vivo con mis padres.'],
  },
};
