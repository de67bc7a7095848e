/**
 * A hard stretch of the learner's studies or life ('This semester is very hard for me', 'Este año está siendo muy duro'):
 * what is hardest about it and what helps; not 'Is there anyone who helps you with that?'. Each language with the
 * messages it must read and those it must leave, run as tests (hard-period.test.ts).
 */
import type { ToldRules } from './told-rule';

export const HARD_PERIOD: ToldRules = {
  en: {
    said: /\bthis (?<period>semester|term|year|week|month|school year) (?:is|has been|was) (?:very |really |so |quite |a bit |extremely )?(?:hard|difficult|tough|stressful|complicated)\b/i,
    acks: ['That sounds like a tough time.', "I'm sorry it's been so hard."],
    questions: ['What is the hardest part of this {period}?', 'What helps you keep going?'],
    examples: ['This semester is very hard for me.', 'This year has been really tough.', 'This week was so stressful at work.'],
    counterExamples: ['This exam is very hard.', 'Last year was difficult.', 'Is this semester hard?', 'This semester is great.'],
  },
  es: {
    said: /(?<![\p{L}])(?<period>(?:este|esta) (?:semestre|trimestre|año|curso|mes|semana)) (?:es|está siendo|ha sido|fue) (?:muy |bastante |súper |super |un poco |demasiado )?(?:difícil|duro|dura|complicado|complicada|estresante)(?![\p{L}])/iu,
    acks: ['Vaya, parece una época difícil. (Oh, that sounds like a tough time.)', 'Siento que esté siendo tan duro. (I am sorry it is being so hard.)'],
    questions: ['¿Qué es lo más difícil de {period}? (What is the hardest part of it?)', '¿Qué te ayuda a seguir adelante? (What helps you keep going?)'],
    examples: ['Este semestre está siendo bastante complicado.', 'Este año está siendo muy duro.', 'Esta semana ha sido bastante estresante.'],
    counterExamples: ['Este examen es muy difícil.', 'El año pasado fue difícil.', '¿Este semestre es difícil?', 'Este semestre es genial.'],
  },
};
