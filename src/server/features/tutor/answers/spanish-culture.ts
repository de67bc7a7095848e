/** '¿Qué es la horchata?', '¿Qué son las Fallas?': a festival, dish or custom Lucía describes (spanish-culture-words.json). */
import culture from './spanish-culture-words.json';

const TERMS = new Map(culture.terms.map(({ term, description }) => [term, description]));

/** The description of `asked` ('Las Fallas', 'el Día de Muertos'), its article and case aside; null when it is none of hers. */
export function describeSpanishCulture(asked: string): string | null {
  const key = asked.toLowerCase().replace(/[¿?¡!.,«»"'“”‘’]/g, '').replace(/\s+/g, ' ').trim().replace(/^(?:el|la|los|las) /, '');
  return TERMS.get(key) ?? null;
}
