/**
 * Working from home ('I work from home three days a week', 'Trabajo desde casa'): what they like about it and how they
 * keep work apart; not a question on another subject because 'home' is no workplace to keep. Each language with the
 * messages it must read and those it must leave, run as tests (works-from-home.test.ts).
 */
import type { ToldRules } from './told-rule';

export const WORKS_FROM_HOME: ToldRules = {
  en: {
    said: /\bI(?:'m| am)?(?: usually| often| mostly| sometimes| now| also)? (?:work|working) (?:from|at) home\b/i,
    acks: ['Working from home has its good sides!', 'Ah, working from home.'],
    questions: ['What do you like most about working from home?', 'How do you keep work and home apart?'],
    examples: ['I work from home three days a week.', "I'm working from home today.", 'I usually work at home on Fridays.'],
    counterExamples: ['My husband works from home.', 'Do you work from home?', 'I never work from home.'],
  },
  es: {
    said: /(?<![\p{L}])(?<!no )(?:trabajo|estoy trabajando|teletrabajo) (?:desde|en) casa(?![\p{L}])|(?<![\p{L}])(?<!no )teletrabajo(?![\p{L}])/iu,
    acks: ['¡Trabajar desde casa tiene sus ventajas! (Working from home has its advantages!)'],
    questions: ['¿Qué es lo que más te gusta de trabajar desde casa? (What do you like most about working from home?)', '¿Cómo separas el trabajo y la casa? (How do you keep work and home apart?)'],
    examples: ['Trabajo desde casa tres días a la semana.', 'Hoy estoy trabajando desde casa.', 'Los viernes teletrabajo.'],
    counterExamples: ['Mi marido trabaja desde casa.', '¿Trabajas desde casa?', 'No trabajo desde casa.'],
  },
};
