/**
 * When the learner gets up, told as a habit ('I get up at six every day', 'Me levanto a las siete'): what their mornings
 * are like, or whether getting up is hard; not a question about the holidays or how they get to work. Each language with
 * the messages it must read and those it must leave, run as tests (getting-up-told.test.ts).
 */
import type { ToldRules } from './told-rule';

export const GETTING_UP_TOLD: ToldRules = {
  en: {
    said: /\bI (?:usually |always |normally |often |never )?(?:get up|wake up) (?:at|around|before|early|really early|very early)\b/i,
    acks: ['Thanks for telling me about your mornings.', 'That sounds like a proper routine.'],
    questions: ['What is a normal morning like for you?', 'Is it hard for you to get up in the morning?'],
    examples: ['I get up at six every day.', 'I usually wake up around seven and have a coffee.', 'I get up early on weekdays.'],
    counterExamples: ['My husband gets up at five.', 'What time do you get up?', 'I woke up at nine yesterday.', "I don't get up early."],
  },
  es: {
    // The pronoun often left out by learners ('Yo levanto a las siete'): still the learner getting up.
    said: /(?<![\p{L}])(?<![Nn]o )(?<![Nn]o me )(?:(?:me |yo )?levanto|me despierto|yo despierto) (?:normalmente |siempre |casi siempre )?(?:a las|sobre las|hacia las|temprano|pronto|muy temprano|muy pronto)(?![\p{L}])/iu,
    acks: ['¡Gracias por contarme tu rutina! (Thanks for telling me about your routine!)', '¡Qué buena rutina! (What a good routine!)'],
    questions: ['¿Cómo es una mañana normal para ti? (What is a normal morning like for you?)', '¿Te cuesta levantarte por la mañana? (Is it hard for you to get up in the morning?)'],
    examples: ['Me levanto a las siete y desayuno café con tostadas.', 'Normalmente me despierto temprano.', 'Me levanto muy pronto los lunes.', 'Yo levanto a las seis todos los días.'],
    counterExamples: ['Mi marido se levanta a las cinco.', '¿A qué hora te levantas?', 'Ayer me levanté a las diez.', 'No me levanto temprano.', 'Levanto a mi hijo a las siete.', 'Yo no levanto temprano.'],
  },
};
