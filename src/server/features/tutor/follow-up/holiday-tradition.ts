/**
 * How the learner's family keeps a holiday ('At Christmas my family always eats tamales', 'En Navidad mi familia siempre
 * come tamales'): a word on the tradition and what they like most about that holiday; not 'What do you think about your
 * family?'. Each language with the messages it must read and those it must leave, run as tests (holiday-tradition.test.ts).
 */
import type { ToldRules } from './told-rule';

export const HOLIDAY_TRADITION: ToldRules = {
  en: {
    said: /\b(?:at|on|for|every) (?<holiday>Christmas(?: Eve| Day)?|New Year(?:'s Eve)?|Easter|Thanksgiving|Hanukkah|Diwali|Eid|Chinese New Year|Day of the Dead)\b,? (?:my family|we|my parents|my grandparents|my grandmother|my mother|my mom|my mum) (?:always |usually |often |traditionally )?(?!went\b|had\b|were\b|was\b)\p{L}+/iu,
    acks: ['What a lovely tradition!', 'Family traditions are so special.'],
    questions: ['What do you like most about {holiday} with your family?', 'Who in your family keeps that tradition going?'],
    examples: ['At Christmas my family always eats tamales.', 'On Thanksgiving we usually visit my grandparents.', 'Every Easter my grandmother bakes a special bread.'],
    counterExamples: ['Last Christmas we went to Mexico.', 'I love Christmas.', 'What do you do at Christmas?', 'At Christmas my brother was ill.'],
  },
  es: {
    said: /(?<![\p{L}])(?:en|para|cada) (?<holiday>Navidad|Nochebuena|Nochevieja|Año Nuevo|Semana Santa|Pascua|Acción de Gracias|(?:el )?Día de (?:los Muertos|Acción de Gracias|Reyes))(?![\p{L}]),? (?:mi familia|mis padres|mis abuelos|mi abuela|mi madre|mi mamá|nosotros) (?:siempre |normalmente |tradicionalmente |todos los años )?(?!fue|fuimos|tuvo|tuvimos|estuvo|estuvimos)\p{L}+|(?<![\p{L}])(?:mi familia|mis padres|mis abuelos|nosotros|en mi familia) (?:siempre |normalmente |todos los años )?(?:celebra|celebran|celebramos) (?:la |el )?(?:Navidad|Nochebuena|Nochevieja|Año Nuevo|Semana Santa|Pascua|Acción de Gracias|Día de (?:los Muertos|Reyes))(?![\p{L}])/iu,
    acks: ['¡Qué tradición tan bonita! (What a lovely tradition!)', 'Las tradiciones familiares son muy especiales. (Family traditions are very special.)'],
    questions: ['¿Qué es lo que más te gusta de {holiday} con tu familia? (What do you like most about it with your family?)', '¿Quién mantiene esa tradición en tu familia? (Who keeps that tradition going in your family?)'],
    examples: ['Mi familia celebra la Navidad con una cena grande.', 'En mi familia celebramos el Día de los Muertos.', 'En Navidad mi familia siempre come tamales.', 'Para Nochevieja mis abuelos preparan una gran cena.', 'Cada Semana Santa mi familia visita el pueblo.'],
    counterExamples: ['Mi familia no celebra la Navidad.', 'La Navidad pasada fuimos a México.', 'Me encanta la Navidad.', '¿Qué haces en Navidad?', 'En Navidad mi familia fue a la playa.'],
  },
};
