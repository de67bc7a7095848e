/**
 * A usual weekend told, two things or more ('On weekends I usually sleep late and then I go for a coffee with friends', 'Los
 * fines de semana duermo hasta tarde y después salgo con mis amigos'): the best part of it, and whether it is their
 * perfect weekend; not a question from another topic's bank. Work or study at the weekend is left to the job and the
 * studies they tell of. Each language with the messages it must read and those it must leave, run as tests
 * (told-events.test.ts, told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const WEEKEND_ROUTINE: ToldRules = {
  en: {
    said: /^(?:(?:on|at) (?:the )?weekends?|on (?:saturdays|sundays)),? (?:we|I) (?:usually |normally |often |always |like to |love to )?(?!work|study)(?:sleep|get up|wake up|stay|relax|rest|go|meet|visit|see|clean|watch|play|have|spend|read|cook|do)\b(?![^.!?]*\b(?:work|study|job)\b)[^.!?]*\b(?:and then|then|and after that|after that|and)\b/i,
    acks: ['That sounds like a lovely weekend.', 'Sounds like a good balance.'],
    questions: ['What is your favourite part of the weekend?', 'Is that your perfect weekend, or would you change something?'],
    examples: ['On weekends I usually sleep late and then I go for a coffee with friends.', 'At the weekend we visit my parents and have lunch together.'],
    counterExamples: ['On weekends I work in a restaurant and then I study.', 'What do you do on weekends?', 'My brother sleeps late on weekends.'],
  },
  es: {
    said: /^(?:los fines de semana|el fin de semana|los sábados|los domingos),? (?:normalmente |siempre |a veces |casi siempre )?(?!trabajo|estudio)(?:duermo|me levanto|salgo|voy|me quedo|veo|visito|limpio|juego|descanso|cocino|leo|comemos|vamos|salimos|visitamos)(?![\p{L}])(?![^.!?]*(?<![\p{L}])(?:trabajo|estudio|trabajar|estudiar)(?![\p{L}]))[^.!?]*(?<![\p{L}])y(?![\p{L}])/iu,
    acks: ['¡Qué buen plan de fin de semana! (What a nice weekend!)'],
    questions: ['¿Qué es lo que más te gusta del fin de semana? (What is your favourite part of the weekend?)', '¿Es tu fin de semana perfecto o cambiarías algo? (Is that your perfect weekend, or would you change something?)'],
    examples: ['Los fines de semana duermo hasta tarde y después salgo con mis amigos.', 'Los sábados me levanto tarde y luego desayuno en una cafetería.'],
    counterExamples: ['Los fines de semana trabajo en un restaurante y estudio.', '¿Qué haces los fines de semana?', 'Mi hermano duerme hasta tarde los fines de semana.'],
  },
};
