/**
 * 'a el cine' -> 'al cine', 'de el profesor' -> 'del profesor' (but 'a él', the pronoun, stays). 'el' is the article
 * only before the word it goes with: at a clause's end, or before 'y', 'que', 'no' or a pronoun, it is the pronoun
 * 'él' written without its accent ('Se lo di a el.'), and 'al' would be wrong.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

/** Words no noun phrase starts with: after them 'el' is the pronoun ('a el y a ella', 'de el no sé nada'). */
const NOT_AFTER_ARTICLE = new Set(['y', 'e', 'o', 'u', 'ni', 'pero', 'que', 'no', 'también', 'tampoco', 'mismo', 'solo', 'sólo', 'le', 'lo', 'la', 'les', 'los', 'me', 'te', 'se', 'nos', 'a', 'de', 'en', 'con', 'por', 'para']);
/** The article needs a word to go with ('el cine', 'el salir'): a clause's end or one of NOT_AFTER_ARTICLE makes 'el' the pronoun. */
const startsNounPhrase = (word: string | undefined) => !!word && /^\p{L}/u.test(word) && !NOT_AFTER_ARTICLE.has(word.toLowerCase());

export const aPlusEl: GrammarRule = {
  id: 'a-plus-el',
  family: 'a-el',
  explanation: describeFamily('es:a-plus-el'),
  examples: [
    { text: 'Vamos a el museo.', better: 'Vamos al museo.' },
    { text: 'Salgo de el trabajo a las cinco.', better: 'Salgo del trabajo a las cinco.' },
    { text: 'Mañana voy a el mercado temprano.', better: 'Mañana voy al mercado temprano.' },
    { text: 'Al salir de el cine, cenamos.', better: 'Al salir del cine, cenamos.' },
  ],
  counterExamples: [
    'Le di el libro a él.',
    'Voy al museo.',
    'Es de El Salvador.',
    // Ordinary sentences that look like the error and are right.
    'Vamos al parque el domingo.',
    'Vengo del mercado con fruta.',
    'Este regalo es para él.',
    // The pronoun without its accent: nothing follows it, or a word that no noun phrase starts with.
    'Se lo di a el.',
    'Se lo conté a el y a su madre.',
    'Hablé con su hermana, pero de el no sé nada.',
    'Esta carta es de el, no de ella.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      if (next?.text !== 'el' || !['a', 'de'].includes(t.lower) || !startsNounPhrase(tokens[i + 2]?.text)) return;
      const joined = t.lower === 'a' ? 'al' : 'del';
      edits.push({ start: i, end: i + 2, to: joined, ...because('es:a-plus-el.joined', { word: t.lower, joined }) });
    });
    return edits;
  },
};
