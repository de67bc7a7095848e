/**
 * A bad night's sleep told ('I slept badly because my neighbours were noisy', 'Anoche no dormí bien'): a word for it,
 * and whether they can rest or it happens often; not 'Is there anyone who helps you with that?'. Tired with it ('I'm
 * tired because I slept badly') is a feeling (how-i-feel.ts), read before. Each language with the messages it must read
 * and those it must leave, run as tests (bad-night.test.ts).
 */
import type { ToldRules } from './told-rule';

export const BAD_NIGHT: ToldRules = {
  en: {
    said: /\bI (?:slept (?:very |really |so |quite )?(?:badly|bad|terribly|poorly)|(?:didn't|did not|couldn't|could not|can't|cannot) sleep(?: (?:well|much|at all|last night))?(?! (?:in|on|with|without)\b)|only slept (?:\d|one|two|three|four) hours?|had a (?:bad|terrible|sleepless|horrible) night)\b/i,
    acks: ['Oh no, a bad night makes everything harder.', "I'm sorry, there's nothing worse than a bad night."],
    questions: ['Can you rest a little today?', 'Do you often find it hard to sleep?'],
    examples: ['I slept badly because my neighbours were very noisy.', "I couldn't sleep last night.", 'I only slept four hours.', 'I had a terrible night.'],
    counterExamples: ['My baby slept badly.', 'I slept very well.', 'Did you sleep well?', "I can't sleep without music."],
  },
  es: {
    said: /(?<![\p{L}])(?:no (?:dormí|he dormido|pude dormir|puedo dormir)(?! (?:sin|con|en)(?![\p{L}]))|dormí (?:(?:muy |bastante )?mal|fatal)|he dormido (?:muy |bastante )?mal|solo dormí (?:\d|dos|tres|cuatro|cinco) horas|pasé (?:una )?(?:mala noche|noche fatal))(?![\p{L}])/iu,
    acks: ['¡Vaya, una mala noche! (Oh no, a bad night!)', 'Lo siento, no hay nada peor que dormir mal. (I am sorry, there is nothing worse than sleeping badly.)'],
    questions: ['¿Puedes dormir un poco hoy? (Can you get some sleep today?)', '¿Te cuesta dormir a menudo? (Do you often find it hard to sleep?)'],
    examples: ['Anoche no dormí bien porque mis vecinos hacían mucho ruido.', 'Dormí fatal.', 'No pude dormir anoche.', 'Solo dormí cuatro horas.'],
    counterExamples: ['Mi bebé durmió mal.', 'Dormí muy bien.', '¿Dormiste bien?', 'No puedo dormir sin música.'],
  },
};
