/**
 * A new friend the learner made ('I made a new friend at work', 'Hice una nueva amiga en el trabajo, se llama Ana'): how
 * they met, or what they share; not a question about the place they met ('¿Por qué es importante el trabajo para ti?').
 * Each language with the messages it must read and those it must leave, run as tests (friend-made.test.ts).
 */
import type { ToldRules } from './told-rule';

export const FRIEND_MADE: ToldRules = {
  en: {
    said: /\bI(?: have|'ve|’ve)? (?:just |recently )?(?:made|met|found) (?:a |two |some )?new (?:friend|friends|best friend)\b/iu,
    acks: ['How lovely, a new friend!', 'New friends make a real difference.'],
    questions: ['How did you meet?', 'What do you have in common?'],
    examples: ['I made a new friend at work, her name is Anna.', "I've made some new friends at my yoga class.", 'I met a new friend at the park.'],
    counterExamples: ['My son made a new friend at school.', 'I want to make new friends.', 'It is hard to make new friends here.', 'Did you make new friends?'],
  },
  es: {
    said: /(?<![\p{L}])(?:hice|he hecho|conocí a|he conocido a) (?:un|una|unos|unas|dos) (?:nuev[oa]s? amig[oa]s?|amig[oa]s? nuev[oa]s?)(?![\p{L}])/iu,
    acks: ['¡Qué bien, una amistad nueva! (How lovely, a new friend!)', '¡Qué bonito hacer amigos nuevos! (How lovely to make new friends!)'],
    questions: ['¿Cómo os conocisteis? (How did you meet?)', '¿Qué tenéis en común? (What do you have in common?)'],
    examples: ['Hice una nueva amiga en el trabajo, se llama Ana.', 'He conocido a unos amigos nuevos en el gimnasio.', 'Conocí a un nuevo amigo en la fiesta.'],
    counterExamples: ['Mi hijo hizo un nuevo amigo en el colegio.', 'Quiero hacer amigos nuevos.', 'Es difícil hacer nuevos amigos aquí.', '¿Hiciste nuevos amigos?'],
  },
};
