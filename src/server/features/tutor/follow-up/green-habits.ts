/**
 * Habits for the planet told ('I try to recycle everything at home', 'I never use plastic bags', 'Reciclo todo en casa'):
 * what else they do, and whether it is easy where they live; not a question from another topic's bank. Someone else's
 * habits and a question are left. Each language with the messages it must read and those it must leave, run as tests
 * (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const GREEN_HABITS: ToldRules = {
  en: {
    said: /\b(?:I|we) (?:always |usually |try to |really try to |also )?(?:recycle|compost|reuse|save (?:water|energy|electricity))\b|\b(?:I|we) (?:never|don't|do not|try not to) (?:use|buy) (?:plastic|plastic bags|bottled water)\b/i,
    acks: ['Good for you, every little bit helps.', 'That is a great habit.'],
    questions: ['What else do you do to help the environment?', 'Is it easy to recycle where you live?'],
    examples: ['I try to recycle everything at home.', 'We never use plastic bags.', 'I always save energy at home.'],
    counterExamples: ['My neighbours never recycle.', 'Do you recycle?', 'I use plastic bags for my lunch.'],
  },
  es: {
    said: /(?<![\p{L}])(?:siempre |también )?(?:reciclo|reciclamos|ahorro (?:agua|energía|luz)|ahorramos (?:agua|energía|luz))(?![\p{L}])|(?<![\p{L}])(?:intento|intentamos|procuro|procuramos) (?:reciclar|ahorrar (?:agua|energía|luz))(?![\p{L}])|(?<![\p{L}])(?:nunca|no) (?:uso|usamos|compro|compramos) (?:bolsas de plástico|plástico|agua embotellada)(?![\p{L}])/iu,
    acks: ['¡Todo suma! (Every little bit helps!)'],
    questions: ['¿Qué más haces para cuidar el medio ambiente? (What else do you do to help the environment?)', '¿Es fácil reciclar donde vives? (Is it easy to recycle where you live?)'],
    examples: ['Intento reciclar todo en casa.', 'Reciclo todo en casa.', 'Nunca uso bolsas de plástico.'],
    counterExamples: ['Mis vecinos nunca reciclan.', '¿Reciclas?'],
  },
};
