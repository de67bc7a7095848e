import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  startAtA1: 'Empezamos en A1.',
  hardSoStartAtA1: 'Las preguntas de {level} te resultaron difíciles, así que empezamos en A1.',
  evenC1Right: 'Acertaste incluso las preguntas de C1.',
  rightThenHard: 'Acertaste las preguntas de {level} y las de {above} te resultaron difíciles.',
  rightUpTo: 'Acertaste todas las preguntas hasta {level}.',
  timeRanOut: 'Se acabó el tiempo antes de estas preguntas, así que empezamos en A1.',
  answerTooShort: 'Tu respuesta fue muy corta, así que empezamos en A1: la próxima vez di un poco más.',
  goodStartAtA1: 'Usaste {words} palabras, {links, plural, one {# conector} other {# conectores}} y {mistakes, plural, one {# error que encontró} other {# errores que encontró}} nuestro corrector: un buen comienzo en A1.',
  speakerLevel: 'Usaste {words} palabras, {links, plural, one {# conector} other {# conectores}} y {mistakes, plural, one {# error que encontró} other {# errores que encontró}} nuestro corrector, como alguien de nivel {level}.',
} satisfies Translation<typeof en>;
