/**
 * Something the learner longs to do ('I can't wait to graduate and start working', 'Tengo ganas de ver el mar'): their
 * excitement shared, when it will be and what they look forward to most; never 'What do you like most about the ganas?'.
 * Each language with the messages it must read and those it must leave, run as tests (looking-forward.test.ts).
 */
import type { ToldRules } from './told-rule';

export const LOOKING_FORWARD: ToldRules = {
  en: {
    said: /\bI(?:'m| am)? (?:can't|cannot|can not) wait (?:to|for) (?![^.!?]*\byou\b)\p{L}+|\bI(?:'m| am) (?:really |so )?looking forward to (?!(?:our|the) (?:next )?(?:lesson|class|conversation)\b)(?![^.!?]*\byou\b)\p{L}+/iu,
    acks: ['How exciting!', 'I can see you are really looking forward to it!'],
    questions: ['When will it be?', 'What are you looking forward to most?'],
    examples: ["I can't wait to graduate and start working.", "I'm really looking forward to the summer holidays.", 'I cannot wait for Christmas!'],
    counterExamples: ["I can't wait to talk to you again.", 'I am looking forward to meeting you.', "I'm looking forward to our next lesson.", 'My son can’t wait for his birthday.', 'Can you wait for me?'],
  },
  es: {
    said: /(?<![\p{L}])(?<![Nn]o )(?:tengo (?:muchas |tantas )?ganas de|estoy deseando|no puedo esperar a|me muero de ganas de) (?!(?:hablar contigo|verte|conocerte|hablarte|la próxima clase)(?![\p{L}]))\p{L}+/iu,
    acks: ['¡Qué ilusión! (How exciting!)', '¡Se nota que tienes muchas ganas! (I can tell you are really looking forward to it!)'],
    questions: ['¿Cuándo será? (When will it be?)', '¿Por qué tienes tantas ganas? (Why are you looking forward to it so much?)'],
    examples: ['Tengo ganas de graduarme y empezar a trabajar.', 'Estoy deseando ir a la playa este verano.', 'Tengo muchas ganas de ver a mi familia.'],
    counterExamples: ['Tengo ganas de hablar contigo otra vez.', 'Tengo muchas ganas de conocerte.', 'Mi hijo tiene ganas de ir al parque.', '¿Tienes ganas de ir?', 'No tengo ganas de estudiar.'],
  },
};
