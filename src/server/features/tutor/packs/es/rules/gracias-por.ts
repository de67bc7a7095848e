/**
 * We thank someone 'por' what they did or gave: 'gracias para tu ayuda' -> 'gracias por tu ayuda', 'gracias para
 * venir' -> 'gracias por venir'. Thanking a person is 'gracias a' ('gracias a todos'): 'para' before a person is left.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

/** What is thanked for starts with a determiner, a possessive or an infinitive. */
const THANKED_FOR = /^(?:el|la|los|las|un|una|unos|unas|tu|tus|su|sus|vuestro|vuestra|vuestros|vuestras|este|esta|estos|estas|todo|toda|\p{L}+(?:ar|er|ir))$/u;
/** A person or people after it: 'gracias para todos' means 'gracias a todos', another slip, not this one. */
const PEOPLE = /^(?:todos|todas|ti|usted|ustedes|vosotros|vosotras|ellos|ellas|él|ella)$/;

export const graciasPor: GrammarRule = {
  id: 'gracias-por',
  family: 'gracias-por',
  explanation: describeFamily('es:gracias-por'),
  examples: [
    { text: 'Muchas gracias para tu ayuda.', better: 'Muchas gracias por tu ayuda.' },
    { text: 'Gracias para la comida, estaba muy rica.', better: 'Gracias por la comida, estaba muy rica.' },
    { text: 'Gracias para venir a mi fiesta.', better: 'Gracias por venir a mi fiesta.' },
  ],
  counterExamples: [
    'Gracias por tu ayuda.',
    'Gracias para todos.',
    'Dale las gracias para mí.',
    'Escribí una nota de gracias para mi abuela.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      if (t.lower !== 'para' || tokens[i - 1]?.lower !== 'gracias' || /[,;:.!?]/.test(tokens[i - 1]!.post) || !next) return;
      // 'las gracias para mí': thanks passed on to someone; 'de gracias para mi abuela': a note meant for her.
      if (['las', 'de'].includes(tokens[i - 2]?.lower ?? '') || PEOPLE.test(next.lower) || !THANKED_FOR.test(next.lower)) return;
      edits.push({ start: i, end: i + 1, to: 'por', ...because('es:gracias-por.por') });
    });
    return edits;
  },
};
