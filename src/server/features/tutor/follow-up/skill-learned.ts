/**
 * A skill the learner just learned ('This weekend I learned to make bread', 'Aprendí a hacer pan'): well done, how, and
 * what next; not a question on another subject because the skill holds no noun with an article. Someone else's is
 * family news (family-news.ts). Each language with the messages it must read and those it must leave, run as tests
 * (skill-learned.test.ts).
 */
import type { ToldRules } from './told-rule';

export const SKILL_LEARNED: ToldRules = {
  en: {
    // A lesson of life ('I learned to accept it', 'He aprendido a aceptarlo') is no skill.
    said: /\bI(?: just| finally| have just|'ve just| have finally|'ve finally)? (?:learned|learnt) (?:how )?to (?!(?:speak|talk|accept|live|be|love|appreciate|trust|forgive|enjoy|listen|let|say|value|respect|deal|cope)\b)\p{L}+/iu,
    acks: ['Well done, a new skill!', 'How nice to learn something new!'],
    questions: ['How did you learn?', 'What would you like to learn next?'],
    examples: ['This weekend I learned to make bread.', "I've finally learnt how to swim!", 'I just learned to knit a scarf.'],
    counterExamples: ['My daughter learned to swim.', 'I want to learn to cook.', 'Did you learn to drive?', 'I am learning to drive.', 'Over the years I learned to accept my mistakes.'],
  },
  es: {
    said: /(?<![\p{L}])(?:aprendí|he aprendido|por fin aprendí|acabo de aprender|ya sé) (?:a|cómo) (?!(?:hablar|aceptar\p{L}*|vivir|ser|estar|querer\p{L}*|valorar|apreciar|confiar|perdonar|disfrutar|escuchar|respetar)(?![\p{L}]))\p{L}+/iu,
    acks: ['¡Enhorabuena por aprender algo nuevo! (Well done for learning something new!)', '¡Una habilidad nueva, qué bien! (A new skill, how nice!)'],
    questions: ['¿Cómo aprendiste? (How did you learn?)', '¿Qué te gustaría aprender ahora? (What would you like to learn next?)'],
    examples: ['Este fin de semana aprendí a hacer pan.', 'Por fin he aprendido a nadar.', 'Ya sé cómo hacer una tortilla.'],
    counterExamples: ['Mi hija aprendió a nadar.', 'Quiero aprender a cocinar.', '¿Aprendiste a conducir?', 'Estoy aprendiendo a conducir.', 'Con los años aprendí a aceptarme como soy.'],
  },
};
