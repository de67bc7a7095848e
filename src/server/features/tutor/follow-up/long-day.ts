/**
 * A long or hard day told ('Yesterday was a very long day', 'Ayer fue un día muy largo'): what made it so and whether
 * they could rest; not a question about the holidays. Tired with it ('I'm tired, I had a long day') is a feeling
 * (how-i-feel.ts), read first. Each language with the messages it must read and those it must leave, run as tests
 * (long-day.test.ts).
 */
import type { ToldRules } from './told-rule';

export const LONG_DAY: ToldRules = {
  en: {
    said: /\b(?:yesterday|today|it) (?:was|has been|is|'s been) (?:a )?(?:very |really |so |such a |quite a |a )?(?:long|hard|tough|busy|difficult|tiring|crazy|stressful) day\b/i,
    acks: ['Oh, what a day!', 'That sounds like a lot.'],
    questions: ['What was the hardest part of the day?', 'Were you able to rest after such a day?'],
    examples: ['Yesterday was a very long day.', "Today has been such a busy day.", 'It was a really tough day at work.'],
    counterExamples: ['Tomorrow will be a long day.', "My sister's day was long.", 'Was it a long day?', 'Today is a beautiful day.'],
  },
  es: {
    said: /(?<![\p{L}])(?:ayer|hoy) (?:fue|ha sido|es|está siendo) un día (?:muy |tan |bastante |súper )?(?:largo|duro|difícil|agotador|intenso|complicado|estresante)(?![\p{L}])/iu,
    acks: ['¡Vaya, qué día! (Oh, what a day!)', 'Suena a mucho. (That sounds like a lot.)'],
    questions: ['¿Qué fue lo más difícil del día? (What was the hardest part of the day?)', '¿Pudiste descansar después de un día así? (Were you able to rest after a day like that?)'],
    examples: ['Ayer fue un día muy largo.', 'Hoy ha sido un día agotador.', 'Hoy es un día complicado en el trabajo.'],
    counterExamples: ['Mañana va a ser un día largo.', 'El día de mi hermana fue largo.', '¿Fue un día largo?', 'Hoy es un día bonito.'],
  },
};
