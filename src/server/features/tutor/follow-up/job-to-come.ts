/**
 * Work the learner is going to do ('Next summer I'm going to work in a restaurant', 'El verano que viene voy a trabajar en
 * un restaurante'): a good experience ahead, what the work will be and whether they look forward to it; not 'How long
 * have you wanted to work?'. A new job starting is news (news-told.ts). Each language with the messages it must read and
 * those it must leave, run as tests (job-to-come.test.ts).
 */
import type { ToldRules } from './told-rule';

export const JOB_TO_COME: ToldRules = {
  en: {
    said: /\bI(?:'m| am) going to work (?:in|at|for|as) (?!home\b)|\bI(?:'ll| will) (?:be )?work(?:ing)? (?:in|at|for|as) (?!home\b)/i,
    acks: ['That will be a great experience!', 'How exciting, some work ahead!'],
    questions: ['What will your work there be like?', 'Are you looking forward to working there?'],
    examples: ["Next summer I'm going to work in a restaurant.", 'I will work as a tour guide in July.', "I'll be working at a hotel this winter."],
    counterExamples: ['I work in a restaurant.', 'My sister is going to work in London.', 'Are you going to work in a bank?', 'I am going to work from home.'],
  },
  es: {
    said: /(?<![\p{L}])(?:voy a trabajar|trabajaré|voy a estar trabajando) (?:en|como|de|para) (?!casa(?![\p{L}]))/iu,
    acks: ['¡Será una buena experiencia! (That will be a great experience!)', '¡Qué bien, trabajo a la vista! (How nice, some work ahead!)'],
    questions: ['¿Qué vas a hacer en ese trabajo? (What will you do in that job?)', '¿Tienes ganas de empezar a trabajar allí? (Are you looking forward to working there?)'],
    examples: ['El verano que viene voy a trabajar en un restaurante.', 'En julio trabajaré como guía turística.', 'Voy a trabajar de camarero este invierno.'],
    counterExamples: ['Trabajo en un restaurante.', 'Mi hermana va a trabajar en Londres.', '¿Vas a trabajar en un banco?', 'Voy a trabajar en casa.'],
  },
};
