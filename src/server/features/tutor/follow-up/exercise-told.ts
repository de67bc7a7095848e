/**
 * Exercise told as a habit ('I go to the gym three times a week', 'Voy al gimnasio tres veces por semana'): how they
 * feel after it, or what got them started; not 'What do you think about the gym?'. Each language with the messages it
 * must read and those it must leave, run as tests (exercise-told.test.ts).
 */
import type { ToldRules } from './told-rule';

export const EXERCISE_TOLD: ToldRules = {
  en: {
    said: /\bI (?:usually |often |always |try to )?(?:go to the gym|go running|go swimming|go cycling|go jogging|run|swim|jog|do yoga|do pilates|work out|exercise|train)\b[^.!?]*?\b(?:every (?:day|morning|evening|week|weekend)|(?:once|twice|three times|four times|five times|\d+ times) a (?:week|day)|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends))\b/i,
    acks: ['Good for you!', "That's a great habit."],
    questions: ['How do you feel after it?', 'What got you started?'],
    examples: ['I go to the gym three times a week.', 'I run every morning before work.', 'I usually do yoga on Sundays.'],
    counterExamples: ['My husband goes to the gym every day.', 'I would like to swim every morning.', 'Do you run every morning?', 'I run a small shop.'],
  },
  es: {
    said: /(?<![\p{L}])(?:voy al gimnasio|corro|nado|hago (?:yoga|pilates|ejercicio|deporte)|salgo a correr|entreno)(?![\p{L}])[^.!?]*?(?<![\p{L}])(?:todos los días|todas las mañanas|cada día|(?:una|dos|tres|cuatro|cinco|\d+) veces (?:a la|por) semana|los (?:lunes|martes|miércoles|jueves|viernes|sábados|domingos|fines de semana))(?![\p{L}])/iu,
    acks: ['¡Qué bien, es un hábito muy bueno! (Great, that is a very good habit!)', '¡Qué constancia! (What dedication!)'],
    questions: ['¿Cómo te sientes después? (How do you feel afterwards?)', '¿Cómo empezaste? (What got you started?)'],
    examples: ['Voy al gimnasio tres veces por semana.', 'Corro todas las mañanas.', 'Hago yoga los domingos.'],
    counterExamples: ['Mi marido corre cada día.', 'Quiero correr cada día.', '¿Corres todas las mañanas?'],
  },
};
