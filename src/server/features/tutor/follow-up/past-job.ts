/**
 * A job the learner had and no longer has ('Last summer I worked in a camp for children', 'Antes trabajaba en un
 * restaurante'): what they did there and what it taught them; not 'What does a normal working day look like for you?',
 * as if they did it still. Someone else's work, or work on one day ('Yesterday I worked in the garden'), is not read
 * here. Each language with the messages it must read and those it must leave, run as tests (past-job.test.ts).
 */
import type { ToldRules } from './told-rule';

/** A time the job belonged to, over now. */
const BACK_THEN_EN = String.raw`(?:last (?:summer|year|winter|spring|autumn)|when I was (?:young|younger|a student|at (?:school|university|college)|\d{1,2}|[a-z]+teen|twenty)|\d+ years ago|(?:two|three|four|five|six|seven|eight|nine|ten|many|a few) years ago|in (?:19|20)\d\d|for (?:two|three|four|five|six|seven|eight|nine|ten|many|a few|\d+) (?:years|months)|before (?:I|that))`;
const BACK_THEN_ES = String.raw`(?:el (?:verano|año|invierno) pasado|hace (?:\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|muchos|unos) años|cuando (?:era|tenía|estaba en|estudiaba)(?: [^,.!?]{1,30}?)?|en (?:19|20)\d\d|durante (?:\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|muchos|unos) (?:años|meses)|antes)`;

export const PAST_JOB: ToldRules = {
  en: {
    said: new RegExp(
      String.raw`(?:\b${BACK_THEN_EN}\b,? I worked|\bI used to work) (?:in|at|for|as) (?!home\b|the garden\b|my garden\b)|\bI worked (?:in|at|for|as) (?!home\b|the garden\b|my garden\b)[^.!?]*\b${BACK_THEN_EN}\b`,
      'i',
    ),
    acks: ['Oh, what an experience!', 'That sounds like a good experience.'],
    questions: ['What was your work there like?', 'What did you learn from working there?'],
    examples: ['Last summer I worked in a camp for children.', 'I used to work in a bank.', 'I worked as a waiter for three years.', 'When I was a student, I worked at a cinema.'],
    counterExamples: ['I have worked here for five years.', 'I work in a bank.', 'My father worked in a factory.', 'Yesterday I worked in the garden.', 'Did you work in a bank?'],
  },
  es: {
    said: new RegExp(
      String.raw`(?<![\p{L}])(?:${BACK_THEN_ES},? (?:yo )?(?:trabajé|trabajaba)|(?<!(?:mi|mis|tu|su) \p{L}+(?: (?:mayor|menor|pequeñ[oa]))? )(?:trabajé|trabajaba) (?:en|como|de|para) [^.!?]*?(?<![\p{L}])${BACK_THEN_ES}(?![\p{L}]))(?![\p{L}])`,
      'iu',
    ),
    acks: ['¡Qué buena experiencia! (What a good experience!)', 'Eso suena interesante. (That sounds interesting.)'],
    questions: ['¿Qué hacías en ese trabajo? (What did you do in that job?)', '¿Qué aprendiste en ese trabajo? (What did you learn in that job?)'],
    examples: ['Trabajé en un campamento de verano el año pasado.', 'Antes trabajaba en un restaurante.', 'Trabajé de camarera durante dos años.', 'Cuando era estudiante, trabajaba en un cine.'],
    counterExamples: ['Trabajo en un banco desde hace cinco años.', 'Mi padre trabajaba en una fábrica.', 'De joven, mi tío trabajaba de cartero cuando vivía en Cádiz.', 'Ayer trabajé en el jardín.', '¿Trabajaste en un restaurante?', 'Trabajo en un banco.'],
  },
};
