/**
 * Why the learner learns Spanish, told to Lucía ('Estoy aprendiendo español para mi trabajo', 'Aprendo español porque
 * mi novio es de Chile'): a good reason, where they use it and what is hardest; not '¿Qué piensas de tu trabajo?'. A
 * wish to learn or improve with its reason ('Quiero mejorar mi español para mi trabajo') is asked about by its reason
 * (respond-to-spanish-facts.ts).
 * The English teachers meet a purpose by its kind (learning-goal.ts); Lucía's rule reads only Spanish, so its English side
 * reads nothing. Run as tests with the messages it must read and those it must leave (learning-spanish-for.test.ts).
 */
import type { ToldRules } from './told-rule';

export const LEARNING_SPANISH_FOR: ToldRules = {
  en: { said: /(?!)/, acks: [], questions: [], examples: [], counterExamples: ['I am learning Spanish for my job.'] },
  es: {
    said: /(?<![\p{L}])(?:estoy aprendiendo|aprendo|estudio|estoy estudiando) (?:el )?español (?:para|porque|por) /iu,
    acks: ['¡Es una muy buena razón para aprender! (That is a very good reason to learn!)', '¡Qué buena motivación! (What a good motivation!)'],
    questions: ['¿Dónde usas más el español? (Where do you use Spanish most?)', '¿Qué es lo que más te cuesta del español? (What do you find hardest about Spanish?)'],
    examples: ['Buenos días, estoy aprendiendo español para mi trabajo.', 'Aprendo español porque mi novio es de Chile.', 'Estudio español para viajar por Sudamérica.'],
    counterExamples: ['Quiero mejorar mi español para mi trabajo.', 'Mi hermana estudia español.', 'Estoy aprendiendo a cocinar.', '¿Por qué estudias español?', 'Estudio español.'],
  },
};
