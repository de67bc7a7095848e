/**
 * A time of study abroad told ('Last year I studied abroad, in Salamanca', 'I did an exchange in Seoul', 'Estudié en el
 * extranjero', 'Hice un Erasmus en Italia'): the best of it and what they miss; not 'What do you like most about abroad?'.
 * Someone else's year abroad and a wish are left. Each language with the messages it must read and those it must leave,
 * run as tests (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const STUDIED_ABROAD: ToldRules = {
  en: {
    said: /\bI (?:studied|spent (?:a|one|two|six|\d+) (?:year|years|semester|semesters|months?|terms?) studying|did (?:a|an|my) (?:semester|year|exchange|[Ee]rasmus|study abroad)(?: programme| program| year)?) (?:abroad|overseas|in (?:\p{Lu}\p{L}+)|as an exchange student)\b|\bI did (?:an|my) (?:exchange|[Ee]rasmus)\b|\bI was an exchange student\b/u,
    acks: ['What an experience!', 'Oh, studying abroad, how exciting!'],
    questions: ['What was the best part of studying abroad?', 'What do you miss most about it?'],
    examples: ['Last year I studied abroad, in Salamanca.', 'I did an exchange in Seoul when I was at university.', 'I spent a semester studying in Japan.'],
    counterExamples: ['My sister studied abroad.', 'I want to study abroad next year.', 'Did you study abroad?', 'I studied in my room all day.'],
  },
  es: {
    said: /(?<![\p{L}])(?:[Ee]studié|[Pp]asé (?:un|dos|seis|\d+) (?:año|años|semestre|semestres|meses) estudiando|[Hh]ice (?:un|mi) (?:intercambio|[Ee]rasmus|semestre|año)(?: de intercambio)?|[Ff]ui de (?:intercambio|[Ee]rasmus)) (?:en el extranjero|fuera|en \p{Lu}\p{L}+|de intercambio)(?![\p{L}])|(?<![\p{L}])(?:[Hh]ice|[Ee]stuve de) (?:un )?(?:intercambio|[Ee]rasmus)(?![\p{L}])/u,
    acks: ['¡Qué experiencia! (What an experience!)', '¡Qué bien, estudiar fuera! (How great, studying abroad!)'],
    questions: ['¿Qué fue lo mejor de esa experiencia? (What was the best part of that experience?)', '¿Qué es lo que más echas de menos? (What do you miss most?)'],
    examples: ['El año pasado estudié en el extranjero, en Salamanca.', 'Hice un Erasmus en Italia.', 'Pasé un semestre estudiando en México.'],
    counterExamples: ['Mi hermana estudió en el extranjero.', 'Quiero estudiar en el extranjero.', '¿Estudiaste en el extranjero?'],
  },
};
