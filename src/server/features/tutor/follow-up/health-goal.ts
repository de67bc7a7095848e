/**
 * A goal for the learner's health ('I want to lose weight before summer', 'I want to get fit', 'Quiero adelgazar',
 * 'Quiero ponerme en forma'): how they plan to do it and whether anyone joins them; not 'How long have you wanted to lose
 * weight before summer?'. Someone else's goal and a question are left. Each language with the messages it must read and
 * those it must leave, run as tests (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const HEALTH_GOAL: ToldRules = {
  en: {
    said: /\bI(?: want| would like|'d like| need|'m trying| am trying| hope| plan| am going|'m going) to (?:lose (?:some )?weight|get (?:fit|in shape|healthier)|eat (?:more )?(?:healthy|healthier|better)|do more (?:exercise|sport)|stop eating (?:sugar|junk food|sweets)|drink less (?:coffee|alcohol))\b/i,
    acks: ['That is a great goal.', 'Good for you, that takes determination.'],
    questions: ['What is your plan: more exercise, or changing what you eat?', 'Is anyone doing it with you?'],
    examples: ['I want to lose weight before summer.', "I'm trying to eat healthier this year.", 'I need to get fit for my wedding.'],
    counterExamples: ['My husband wants to lose weight.', 'Do you want to lose weight?', 'I lost weight last year.'],
  },
  es: {
    said: /(?<![\p{L}])(?:quiero|me gustaría|necesito|intento|voy a|estoy intentando) (?:adelgazar|perder (?:algo de |unos kilos de )?peso|perder unos kilos|ponerme en forma|comer (?:más )?sano|hacer más (?:ejercicio|deporte)|dejar el azúcar)(?![\p{L}])/iu,
    acks: ['¡Qué buena meta! (What a great goal!)'],
    questions: ['¿Cuál es tu plan: más ejercicio o cambiar lo que comes? (What is your plan: more exercise, or changing what you eat?)', '¿Lo haces con alguien? (Is anyone doing it with you?)'],
    examples: ['Quiero adelgazar antes del verano.', 'Este año quiero ponerme en forma.', 'Intento comer más sano.'],
    counterExamples: ['Mi marido quiere adelgazar.', '¿Quieres adelgazar?', 'Adelgacé el año pasado.'],
  },
};
