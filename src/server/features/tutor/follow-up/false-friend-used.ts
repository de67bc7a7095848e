/**
 * A Spanish false friend used as the English word it looks like: 'Estoy muy embarazada de hablar' means 'I am very
 * pregnant to speak'. Lucía warns and gives the Spanish for what was meant, rather than congratulate. Only where the
 * use cannot be the Spanish meaning ('muy embarazada', 'embarazado', 'embarazada de hablar'; 'Estoy embarazada de tres
 * meses' is news). Each language with the messages it must read and those it must leave, run as tests.
 */
import type { ToldRules } from './told-rule';

/**
 * What follows 'embarazada' when it is meant as 'embarrassed': 'de' and a verb (not 'de tres meses'), a cause, or the shame
 * itself ('Estoy embarazada, tengo mucha vergüenza'). Shared
 * with the news it must not be read as (news-told-in-spanish.ts).
 */
export const EMBARRASSED_AFTER_EMBARAZADA = String.raw`(?: de (?!(?:\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve) (?:mes|semana))| por | porque | cuando | con |[,.;!]*\s+(?:y\s+)?(?:tengo (?:mucha |tanta |un poco de )?vergüenza|qué vergüenza|me da (?:mucha |tanta )?vergüenza))`;

export const FALSE_FRIEND_USED: ToldRules = {
  // English has no false friend of its own here: the English rule reads nothing.
  en: { said: /(?!)/, acks: [''], questions: [''], examples: [], counterExamples: ['I was so embarrassed.'] },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?:(?:estoy|estaba|me siento|me sentí|soy|era|fui) (?:(?:muy|un poco|tan|bastante|súper) )?embarazad[oa]${EMBARRASSED_AFTER_EMBARAZADA}|(?:muy|un poco|tan|bastante|súper) embarazad[oa](?![\p{L}])|embarazado(?![\p{L}]))`, 'iu'),
    acks: ['¡Cuidado! «Embarazada» quiere decir «pregnant». Para «embarrassed» decimos «me da vergüenza» o «estoy avergonzado/a». (Careful! «Embarazada» means pregnant; for embarrassed we say «me da vergüenza».)'],
    questions: ['¿Qué es lo que más vergüenza te da? (What embarrasses you most?)', '¿Me lo dices otra vez con «me da vergüenza»? (Can you say it again with «me da vergüenza»?)'],
    examples: ['Estoy embarazada de aprender español porque no sé hablar bien', 'Me siento muy embarazado cuando hablo inglés.', 'Estaba tan embarazada con mi error.', 'Estoy embarazada, tengo mucha vergüenza', 'Estoy embarazada porque comí demasiado jaja'],
    counterExamples: ['¡Estoy embarazada!', 'Mi hermana está embarazada de tres meses.', 'Estoy embarazada de cinco meses.', 'Me da vergüenza hablar.', 'Estoy embarazada y no tengo vergüenza de decirlo.'],
  },
};
