/**
 * Something new the learner has started to learn ('I started learning the guitar last month', 'Empecé a aprender a
 * tocar la guitarra'): how it is going, or what made them start; not a question from another topic's bank. Each
 * language with the messages it must read and those it must leave, run as tests (learning-started.test.ts).
 */
import type { ToldRules } from './told-rule';

export const LEARNING_STARTED: ToldRules = {
  en: {
    // Or learnt for a short while ('I have been learning the guitar for two months', as learners say it 'since two months'):
    // a while of years, and English itself, are studied-long.ts's.
    said: /\bI(?:'ve| have)? (?:just |recently )?(?:started|began|begun) (?:learning|to learn|taking (?:\w+ )?(?:lessons|classes)|(?:\w+ )?(?:lessons|classes))\b|\bI(?:'m| am) (?:currently |now |also )?learning (?:how )?to (?!speak (?:English|Spanish)\b)\p{L}+|\bI(?:'ve been| have been| am|'m)? (?:learning|learn|taking|take) (?!English\b|Spanish\b)(?:[\p{L}-]+ ){1,5}?(?:for|since) (?:a (?:few )?(?:weeks?|months?)|(?:one|two|three|four|five|six|seven|eight|nine|ten|a couple of|\d{1,2}) (?:weeks?|months?)|last (?:week|month|summer|winter|spring|autumn|january|february|march|april|may|june|july|august|september|october|november|december))\b/iu,
    acks: ['How exciting, something new!', 'Good for you!'],
    questions: ['How is it going so far?', 'What made you want to start?'],
    examples: ['I started learning the guitar last month.', 'I have just started to learn Italian.', 'I began taking dance lessons in May.', 'I have been learning guitar since two months.', "I've been taking swimming lessons for a few weeks.", 'I am learning to drive since last month.', 'I am learning to cook Thai food.', "I'm learning how to play the piano."],
    counterExamples: ['My son started learning the piano.', 'I want to start learning French.', 'When did you start learning English?', 'I have been learning English for two months.', 'I have been learning the piano for ten years.', 'I have been living here for two months.', 'I am learning to speak English.'],
  },
  es: {
    said: /(?<![\p{L}])(?:empecé|he empezado|comencé|he comenzado) (?:a aprender|a estudiar|a tomar clases|clases)(?![\p{L}])|(?<![\p{L}])estoy aprendiendo a (?!hablar (?:español|inglés))\p{L}+(?![\p{L}])|(?<![\p{L}])(?:llevo (?:un mes|una semana|unas semanas|unos meses|(?:dos|tres|cuatro|cinco|seis|\d) (?:semanas|meses)) (?:aprendiendo|estudiando|tomando clases de) (?!español|inglés)\p{L}+|(?:aprendo|estudio) (?!español|inglés)(?:[\p{L}]+ ){1,4}?desde hace (?:un mes|una semana|unas semanas|unos meses|(?:dos|tres|cuatro|cinco|seis|\d) (?:semanas|meses)))(?![\p{L}])/iu,
    acks: ['¡Qué bien, algo nuevo! (How great, something new!)', '¡Qué buena idea! (What a good idea!)'],
    questions: ['¿Qué tal te va? (How is it going so far?)', '¿Por qué decidiste empezar? (What made you want to start?)'],
    examples: ['Empecé a aprender a tocar la guitarra.', 'He empezado a estudiar italiano.', 'Comencé clases de baile en mayo.', 'Llevo dos meses aprendiendo a tocar el piano.', 'Aprendo a nadar desde hace unas semanas.', 'Estoy aprendiendo a cocinar comida tailandesa.'],
    counterExamples: ['Mi hijo empezó a aprender piano.', 'Quiero empezar a aprender francés.', '¿Cuándo empezaste a estudiar español?', 'Llevo dos meses aprendiendo español.', 'Aprendo piano desde hace diez años.', 'Estoy aprendiendo a hablar español.'],
  },
};
