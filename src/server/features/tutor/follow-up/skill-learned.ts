/**
 * A skill the learner just learned ('This weekend I learned to make bread', 'Aprendí a hacer pan'): well done, how, and
 * what next; not a question on another subject because the skill holds no noun with an article. Someone else's is
 * family news (family-news.ts). Each language with the messages it must read and those it must leave, run as tests
 * (skill-learned.test.ts).
 */
import type { ToldRules } from './told-rule';

export const SKILL_LEARNED: ToldRules = {
  en: {
    said: /\bI(?: just| finally| have just|'ve just| have finally|'ve finally)? (?:learned|learnt) (?:how )?to (?!speak\b|talk\b)\p{L}+/iu,
    acks: ['Well done, a new skill!', 'How nice to learn something new!'],
    questions: ['How did you learn?', 'What would you like to learn next?'],
    examples: ['This weekend I learned to make bread.', "I've finally learnt how to swim!", 'I just learned to knit a scarf.'],
    counterExamples: ['My daughter learned to swim.', 'I want to learn to cook.', 'Did you learn to drive?', 'I am learning to drive.'],
  },
  es: {
    said: /(?<![\p{L}])(?:aprendí|he aprendido|por fin aprendí|acabo de aprender|ya sé) (?:a|cómo) (?!hablar(?![\p{L}]))\p{L}+/iu,
    acks: ['¡Qué bien, algo nuevo! (How nice, something new!)', '¡Muy bien, una habilidad nueva! (Well done, a new skill!)'],
    questions: ['¿Cómo aprendiste? (How did you learn?)', '¿Qué te gustaría aprender ahora? (What would you like to learn next?)'],
    examples: ['Este fin de semana aprendí a hacer pan.', 'Por fin he aprendido a nadar.', 'Ya sé cómo hacer una tortilla.'],
    counterExamples: ['Mi hija aprendió a nadar.', 'Quiero aprender a cocinar.', '¿Aprendiste a conducir?', 'Estoy aprendiendo a conducir.'],
  },
};
