/**
 * More of the same thing, told in the next message ('We danced all night and ate a lot.' just after 'I went to a wedding
 * on Saturday.'; 'Bailamos toda la noche' after 'Fui a una boda'): what was done, in the past, with no time of its own
 * ('Yesterday I cleaned the house' opens another story; 'We dance every Saturday' tells a habit). The kind told in the message before stays the topic
 * (told-events.ts). Each language with the messages it must read and those it must leave, run as tests (tells-more.test.ts).
 */
import { isIrregularPast } from '../grammar/verb-forms';

type TellsMore = { opens: RegExp; isPast: (verb: string) => boolean; otherTime: RegExp; examples: readonly string[]; counterExamples: readonly string[] };

/** Verbs in -amos that are present, not past, whatever the context ('vamos a volver', 'estamos cansados'). */
const SPANISH_PRESENT_ONLY = new Set(['vamos', 'estamos', 'somos', 'tenemos', 'queremos', 'podemos', 'sabemos', 'hacemos', 'vemos', 'creemos']);

export const TELLS_MORE: Readonly<Record<'en' | 'es', TellsMore>> = {
  en: {
    // The subject and its first verb open the message ('We danced', 'Then I ate', 'Everyone sang').
    opens: /^(?:(?:and|then|after that|later|first|at first|in the end|also),? )?(?:I|we|they|everyone|everybody|my \p{L}+|the \p{L}+) (?:also |all |just |really |even |first |then |finally )?(?<verb>\p{L}+)\b/iu,
    isPast: (verb) => /^\p{L}{2,}ed$/u.test(verb.toLowerCase()) || isIrregularPast(verb),
    otherTime: /\b(?:every (?:day|week|weekend|morning|evening|night|month|year|summer|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|always|usually|often|sometimes|yesterday|today|tonight|tomorrow|last (?:week|weekend|night|month|year|summer)|this (?:morning|week|weekend|year)|next|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\d+ (?:days|weeks|months|years) ago)\b/i,
    examples: ['We danced all night and ate a lot.', 'Then we swam in the sea.', 'Everyone sang every song together at the end.', 'The food was delicious and I met new people.'],
    counterExamples: ['Yesterday I cleaned my house.', 'We are going again next year.', 'I like dancing.', 'Did you dance?', 'My brother works in a bank.', 'We go there every summer.', 'We danced salsa every Saturday.'],
  },
  es: {
    opens: /^(?:(?:y|luego|después|primero|al final|también),? )?(?:(?:yo|nosotros|nosotras|todos|todo el mundo|mis? \p{L}+) )?(?:también |luego |después )?(?<verb>\p{L}+)(?![\p{L}])/iu,
    isPast: (verb) => {
      const word = verb.toLowerCase();
      return !SPANISH_PRESENT_ONLY.has(word) && /^\p{L}{2,}(?:amos|imos|é|í|ó|aron|ieron)$/u.test(word);
    },
    otherTime: /(?<![\p{L}])(?:cada (?:día|semana|mañana|tarde|noche|mes|año|verano|invierno|lunes|martes|miércoles|jueves|viernes|sábado|domingo)|todos los (?:días|meses|años|veranos|inviernos|fines de semana|lunes|martes|miércoles|jueves|viernes|sábados|domingos)|todas las (?:semanas|mañanas|tardes|noches)|siempre|normalmente|a menudo|a veces|ayer|hoy|mañana|anoche|la semana pasada|el fin de semana pasado|el (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)|el (?:mes|año) pasado|hace \p{L}+ (?:días|semanas|meses|años)|la próxima|el próximo)(?![\p{L}])/iu,
    examples: ['Bailamos toda la noche y comimos mucho.', 'Luego nadamos en el mar.', 'Comí una paella buenísima.', 'Todos cantaron al final.'],
    counterExamples: ['Ayer limpié mi casa.', 'Vamos a volver el año que viene.', 'Me gusta bailar.', '¿Bailaste?', 'Mi hermano trabaja en un banco.', 'Estamos muy cansados.', 'Bailamos salsa todos los sábados.'],
  },
};

/** Whether the message tells more of what was just told: a statement opened by a past verb, with no new time of its own. */
export function tellsMore(message: string, isSpanish: boolean): boolean {
  const rule = TELLS_MORE[isSpanish ? 'es' : 'en'];
  const text = message.trim();
  if (/\?\s*$/.test(text) || rule.otherTime.test(text)) return false;
  const verb = rule.opens.exec(text)?.groups?.verb;
  return !!verb && rule.isPast(verb);
}
