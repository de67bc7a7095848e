/** The thing a Spanish learner talked about: a determiner and its noun ('tu abuela', 'el cine') or a place name. */
import { findPlaceOrName, isCleanNounPhrase } from '../grammar/spanish/spanish-reply-text';

const DETERMINERS = new Set(['el', 'la', 'los', 'las', 'un', 'una', 'mi', 'mis', 'tu', 'tus', 'al', 'del']);
const TURN_ROUND: Record<string, string> = { mi: 'tu', mis: 'tus', al: 'el', del: 'el' };
/**
 * How many, said before the noun ('muchos exámenes', 'dos compañeros'): asked about with the definite article, its
 * gender the quantifier's ('muchas' -> 'las'); after a number, the one article the noun's ending allows, or none.
 */
const QUANTIFIERS: Readonly<Record<string, readonly string[]>> = {
  muchos: ['los'], muchas: ['las'], pocos: ['los'], pocas: ['las'], varios: ['los'], varias: ['las'], algunos: ['los'], algunas: ['las'], unos: ['los'], unas: ['las'],
  ...Object.fromEntries('dos tres cuatro cinco seis siete ocho nueve diez'.split(' ').map((number) => [number, ['los', 'las']])),
};

/** Only a clean noun phrase ('el fue', 'todas de sus' are not): Lucía quotes it inside her own Spanish. */
/** When something happened, not what it was about: 'el fin de semana (pasado)', 'los fines de semana', 'los domingos', 'la semana pasada', 'el año que viene', 'en mi tiempo libre'. */
const TIME_PHRASES = /\b(?:el|este|un) fin de semana\b|\b(?:todos )?los fines de semana\b|\b(?:todos )?los (?:lunes|martes|miércoles|jueves|viernes|sábados|domingos)(?![\p{L}])|\b(?:la|esta|una) semana\b|\b(?:el|este) (?:año|mes|verano|invierno|lunes|martes|miércoles|jueves|viernes|sábado|domingo)(?![\p{L}])|\b(?:la|esta) (?:mañana|tarde|noche)(?![\p{L}])|(?<![\p{L}])(?:mi|tu) tiempo libre(?![\p{L}])/giu;

export function findSpanishKeyPhrase(text: string): string | null {
  const words = text.replace(TIME_PHRASES, ' ').match(/\p{L}+/gu) ?? [];
  for (let i = 0; i < words.length - 1; i++) {
    const lower = words[i]!.toLowerCase();
    const noun = words[i + 1]!;
    const determiner = TURN_ROUND[lower] ?? lower;
    if (DETERMINERS.has(lower) && !/^\p{Lu}/u.test(noun) && isCleanNounPhrase(determiner, noun)) return `${determiner} ${noun}`;
    const articles = (QUANTIFIERS[lower] ?? []).filter((article) => !/^\p{Lu}/u.test(noun) && isCleanNounPhrase(article, noun));
    if (articles.length === 1) return `${articles[0]} ${noun}`;
  }
  return findPlaceOrName(text);
}
