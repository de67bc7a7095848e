/**
 * Wanting to give up ('Sometimes I want to give up', 'I feel very bad and I want to quit', 'Tengo ganas de dejarlo'): a
 * low moment, met with understanding and a question about what weighs on them; never 'That sounds like a great plan.
 * How are you getting ready to quit?', as a wish to do something would be. Quitting a habit ('I want to quit smoking')
 * is a plan, and left. Each language with the messages it must read and those it must leave, run as tests
 * (wants-to-give-up.test.ts).
 */
import type { ToldRules } from './told-rule';

export const WANTS_TO_GIVE_UP: ToldRules = {
  en: {
    said: /\bI(?: (?:sometimes |often |really |just |almost |kind of )?(?:want|feel like|think I(?:'ll| will)|might)|(?:'m| am) (?:ready|about|going))(?: to)? (?:give up|giving up|quit|quitting|stop trying|throw in the towel)(?:\s+(?:(?:learning|studying) )?(?:english|everything|it all|on (?:english|everything|it|myself)|(?:the|this|my) (?:course|exam|studies|job)))?\s*(?:[.!…]|,|$)/i,
    acks: ["I'm sorry it feels that heavy right now. Almost everyone reaches a moment like this.", "That sounds like a really hard moment, and it's okay to feel like that."],
    questions: ['What is making it feel so hard at the moment?', 'What would make things a little lighter this week?'],
    examples: ['sometimes I want to give up', 'I feel very bad and I want to quit', 'Honestly I feel like giving up on English.', "I'm about to give up."],
    counterExamples: ['I want to quit smoking.', 'I want to give up sugar this month.', 'Never give up!', 'Did you ever want to give up?', 'My friend wants to quit.'],
  },
  es: {
    said: /(?<![\p{L}])(?:(?:a veces |ya )?(?:quiero|tengo ganas de|voy a|estoy a punto de) (?:rendirme|abandonar|dejarlo(?: todo)?|tirar la toalla)|me quiero rendir)(?![\p{L}])/iu,
    acks: ['Siento que sea tan difícil ahora mismo. A casi todos nos pasa alguna vez. (I am sorry it is so hard right now. It happens to almost everyone at some point.)'],
    questions: ['¿Qué es lo que más te pesa ahora? (What weighs on you most right now?)', '¿Qué te ayudaría un poco esta semana? (What would help you a little this week?)'],
    examples: ['A veces quiero rendirme.', 'Tengo ganas de dejarlo todo.', 'Estoy a punto de tirar la toalla.'],
    counterExamples: ['Quiero dejar de fumar.', '¿Quieres rendirte?', 'Mi amigo quiere abandonar.'],
  },
};
