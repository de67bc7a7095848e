/**
 * An outdoor pastime the learner went out to do ('We went skiing in Colorado', 'Fuimos a esquiar'): how it went, and
 * whether it was their first time; not 'Who do you usually spend time skiing with?', as if told of a habit. Shopping
 * has its own (shopping-told.ts); with a partner or a friend said first ('My wife and I went cycling') it is time together
 * (respond-to-facts.ts). Each language with the messages it must read and those it must leave, run as tests
 * (went-doing.test.ts).
 */
import type { ToldRules } from './told-rule';

export const WENT_DOING: ToldRules = {
  en: {
    said: /\b(?<!\band )(?:I|we) went (?<doing>skiing|snowboarding|hiking|swimming|camping|fishing|surfing|climbing|rock climbing|cycling|sailing|kayaking|diving|scuba diving|skating|ice skating|horse riding|bowling|dancing|canoeing|rafting)\b/i,
    acks: ['That sounds like fun!', 'Oh, lovely!'],
    questions: ['Was it your first time {doing}?', 'Did you enjoy the {doing}?', 'How was it?', 'Was it your first time?'],
    examples: ['During the winter holidays we went skiing in Colorado.', 'Last weekend I went hiking with my friends.', 'We went camping by the lake.'],
    counterExamples: ['I want to go skiing.', 'We go swimming every Sunday.', 'I went shopping yesterday.', 'Did you go skiing?', 'My parents went camping.', 'My wife and I went cycling.'],
  },
  es: {
    said: /(?<![\p{L}])(?<!(?<![\p{L}])y yo )(?:fui|fuimos) (?:a (?<doing>esquiar|nadar|pescar|acampar|escalar|bucear|surfear|patinar|bailar|montar en bici(?:cleta)?|montar a caballo|hacer senderismo|hacer snowboard|navegar)|de (?:acampada|camping|pesca|senderismo|excursión|ruta))(?![\p{L}])/iu,
    acks: ['¡Qué divertido! (How fun!)', '¡Suena muy divertido! (That sounds like great fun!)'],
    questions: ['¿Era la primera vez que ibas a {doing}? (Was it your first time?)', '¿Te gustó {doing}? (Did you enjoy it?)', '¿Qué tal fue? (How was it?)', '¿Era tu primera vez? (Was it your first time?)'],
    examples: ['En invierno fuimos a esquiar a los Alpes.', 'El fin de semana pasado fui a hacer senderismo con mis amigos.', 'Fuimos de acampada al lago.', 'El verano pasado fuimos de camping a la montaña con los niños.'],
    counterExamples: ['Quiero ir a esquiar.', 'Vamos a nadar todos los domingos.', 'Ayer fui de compras.', '¿Fuiste a esquiar?', 'Mis padres fueron de acampada.', 'Mi novia y yo fuimos a bailar.'],
  },
};
