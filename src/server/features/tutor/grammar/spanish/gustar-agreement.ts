/** 'Me gusta los perros' -> 'Me gustan', 'Me gustan el chocolate' -> 'Me gusta', 'Yo gusto la música' -> 'Me gusta'. */
import type { Edit, GrammarRule } from '../rules/grammar-rule';
import { isPluralSpanish } from './spanish-words';

const PRONOUNS = new Set(['me', 'te', 'le', 'nos', 'os', 'les']);
const VERBS: Record<string, { singular: string; plural: string }> = {
  gusta: { singular: 'gusta', plural: 'gustan' }, gustan: { singular: 'gusta', plural: 'gustan' },
  encanta: { singular: 'encanta', plural: 'encantan' }, encantan: { singular: 'encanta', plural: 'encantan' },
};
const WHY = "'Gustar' concuerda con lo que gusta: 'me gusta el café', 'me gustan los perros'. It agrees with the thing liked.";

export const gustarAgreement: GrammarRule = {
  family: 'gustar',
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower === 'yo' && tokens[i + 1]?.lower === 'gusto' && ['el', 'la', 'los', 'las'].includes(tokens[i + 2]?.lower ?? '')) {
        const isPlural = ['los', 'las'].includes(tokens[i + 2]!.lower);
        edits.push({ start: i, end: i + 2, to: `${t.text === 'Yo' ? 'Me' : 'me'} ${isPlural ? 'gustan' : 'gusta'}`, why: WHY });
        return;
      }
      const forms = VERBS[t.lower];
      if (!forms || !PRONOUNS.has(tokens[i - 1]?.lower ?? '')) return;
      const article = tokens[i + 1]?.lower ?? '';
      const noun = tokens[i + 2]?.lower ?? '';
      let wanted: string | null = null;
      if (['los', 'las'].includes(article) || (['mis', 'tus', 'sus'].includes(article) && isPluralSpanish(noun))) wanted = forms.plural;
      else if (['el', 'la', 'mi', 'tu', 'su'].includes(article) && tokens[i + 3]?.lower !== 'y') wanted = forms.singular;
      else if (/(ar|er|ir)$/.test(article) && article.length > 3) wanted = forms.singular;
      if (wanted && wanted !== t.lower) edits.push({ start: i, end: i + 1, to: wanted, why: WHY });
    });
    return edits;
  },
};
