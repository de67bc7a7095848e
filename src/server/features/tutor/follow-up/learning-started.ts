/**
 * Something new the learner has started to learn ('I started learning the guitar last month', 'Empecé a aprender a
 * tocar la guitarra'): how it is going, or what made them start; not a question from another topic's bank. Each
 * language with the messages it must read and those it must leave, run as tests (learning-started.test.ts).
 */
import type { ToldRules } from './told-rule';

export const LEARNING_STARTED: ToldRules = {
  en: {
    said: /\bI(?:'ve| have)? (?:just |recently )?(?:started|began|begun) (?:learning|to learn|taking (?:\w+ )?(?:lessons|classes)|(?:\w+ )?(?:lessons|classes))\b/i,
    acks: ['How exciting, something new!', 'Good for you!'],
    questions: ['How is it going so far?', 'What made you want to start?'],
    examples: ['I started learning the guitar last month.', 'I have just started to learn Italian.', 'I began taking dance lessons in May.'],
    counterExamples: ['My son started learning the piano.', 'I want to start learning French.', 'When did you start learning English?'],
  },
  es: {
    said: /(?<![\p{L}])(?:empecé|he empezado|comencé|he comenzado) (?:a aprender|a estudiar|a tomar clases|clases)(?![\p{L}])/iu,
    acks: ['¡Qué bien, algo nuevo! (How great, something new!)', '¡Qué buena idea! (What a good idea!)'],
    questions: ['¿Qué tal te va? (How is it going so far?)', '¿Por qué decidiste empezar? (What made you want to start?)'],
    examples: ['Empecé a aprender a tocar la guitarra.', 'He empezado a estudiar italiano.', 'Comencé clases de baile en mayo.'],
    counterExamples: ['Mi hijo empezó a aprender piano.', 'Quiero empezar a aprender francés.', '¿Cuándo empezaste a estudiar español?'],
  },
};
