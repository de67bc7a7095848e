/**
 * Volunteering told ('I volunteer at an animal shelter on Saturdays', 'Hago voluntariado en un comedor social'): what
 * they do there and what made them start; not 'Could you tell me a little more about the animal shelter?'. Someone
 * else's and a wish are left. Each language with the messages it must read and those it must leave, run as tests
 * (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const VOLUNTEERING: ToldRules = {
  en: {
    said: /\bI(?:'m| am)? (?:also )?(?:volunteer|volunteering|do volunteer work|do voluntary work|work as a volunteer)\b(?! (?:to|for) (?:help|do|cook|clean|answer)\b)/i,
    acks: ['That is a wonderful thing to do.', 'How kind of you to give your time.'],
    questions: ['What do you do there?', 'What made you start volunteering?'],
    examples: ['I volunteer at an animal shelter on Saturdays.', 'I do volunteer work with old people.', "I'm volunteering at a food bank this year."],
    counterExamples: ['My sister volunteers at a hospital.', 'Do you volunteer?', 'I want to volunteer one day.'],
  },
  es: {
    said: /(?<![\p{L}])(?:hago (?:un )?voluntariado|soy voluntari[oa]|trabajo (?:como|de) voluntari[oa]|colaboro como voluntari[oa])(?![\p{L}])/iu,
    acks: ['¡Qué bonito lo que haces! (What a lovely thing to do!)'],
    questions: ['¿Qué haces allí? (What do you do there?)', '¿Por qué empezaste a hacer voluntariado? (What made you start volunteering?)'],
    examples: ['Hago voluntariado en un comedor social.', 'Soy voluntaria en una protectora de animales.'],
    counterExamples: ['Mi hermana es voluntaria.', '¿Haces voluntariado?', 'Quiero hacer voluntariado.'],
  },
};
