/**
 * Working nights ('I work nights at the hospital', 'Trabajo de noche'): how they sleep and keep going, not sympathy for
 * a job they may like nor 'Is there anyone who helps you?'. Each language with the messages it must read and those it
 * must leave, run as tests (works-nights.test.ts).
 */
import type { ToldRules } from './told-rule';

export const WORKS_NIGHTS: ToldRules = {
  en: {
    said: /\bI(?:'m| am)?(?: usually| often| mostly| sometimes| now| also| still)? (?:work|working|do) (?:nights|at night|the night shift|night shifts|on (?:the )?night shifts?)\b/i,
    acks: ['Working nights is hard on the body.', 'Ah, night shifts.'],
    questions: ['How do you manage to sleep during the day?', 'How do you keep your energy up on a night shift?'],
    examples: ['I work nights at the hospital.', 'I usually work at night, so I sleep in the morning.', "I'm working the night shift this week.", 'I do night shifts twice a week.'],
    counterExamples: ['My husband works nights.', 'Do you work at night?', 'I never work at night.', 'I work in a restaurant.'],
  },
  es: {
    said: /(?<![\p{L}])(?<!no )(?:trabajo|estoy trabajando|hago turnos?) (?:de noche|por la noche|por las noches|en el turno de noche|el turno de noche)(?![\p{L}])|(?<![\p{L}])(?<!no )(?:tengo|hago) (?:el )?turnos? de noche(?![\p{L}])/iu,
    acks: ['Trabajar de noche es duro. (Working nights is hard.)'],
    questions: ['¿Cómo duermes durante el día? (How do you sleep during the day?)', '¿Qué haces para tener energía por la noche? (What do you do to keep your energy up at night?)'],
    examples: ['Trabajo de noche en un hospital.', 'Esta semana tengo turno de noche.', 'Me gusta mi trabajo pero es difícil porque trabajo por la noche.'],
    counterExamples: ['Mi hermana trabaja de noche.', '¿Trabajas de noche?', 'No trabajo de noche.', 'Trabajo en un hospital.'],
  },
};
