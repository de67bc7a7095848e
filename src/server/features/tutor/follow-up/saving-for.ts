/**
 * Money being saved for something ('I'm saving up to buy a car', 'Estoy ahorrando para comprar un piso'): what they
 * hope to get and how long they have been saving; not 'What else can you tell me about money?'. Someone else's saving and
 * a question are left. Each language with the messages it must read and those it must leave, run as tests
 * (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const SAVING_FOR: ToldRules = {
  en: {
    said: /\bI(?:'m| am|'ve been| have been) saving (?:up |money |some money )?(?:to buy|for|to get|to pay for) (?:a |an |my |our )?(?:new |own |first )?(?<thing>car|house|flat|apartment|bike|motorbike|laptop|computer|phone|camera|wedding|trip|holiday)?/i,
    acks: ['Good for you, that takes patience.', 'Saving up is not easy, well done.'],
    questions: ['What kind of {thing} are you hoping to get?', 'How long have you been saving?', 'How is the saving going?'],
    examples: ["I'm saving up to buy a car.", 'I have been saving up for a trip to Japan.', 'I am saving for my wedding.'],
    counterExamples: ['My brother is saving money for a car.', 'Are you saving money?', 'I saved the file on my computer.'],
  },
  es: {
    said: /(?<![\p{L}])(?:estoy ahorrando|ahorro|llevo (?:un año|meses|\p{L}+ meses|\p{L}+ años) ahorrando) (?:dinero )?(?:para (?:comprar(?:me)? |pagar )?(?:un |una |mi |nuestro |nuestra )?(?:nuevo |nueva )?(?:coche|casa|piso|moto|bici|ordenador|portátil|móvil|boda|viaje))(?![\p{L}])/iu,
    acks: ['¡Muy bien, eso requiere paciencia! (Good for you, that takes patience!)'],
    questions: ['¿Cuánto tiempo llevas ahorrando? (How long have you been saving?)', '¿Cómo vas con el ahorro? (How is the saving going?)'],
    examples: ['Estoy ahorrando para comprar un coche.', 'Estoy ahorrando dinero para mi boda.'],
    counterExamples: ['Mi hermano está ahorrando para un coche.', '¿Estás ahorrando?'],
  },
};
