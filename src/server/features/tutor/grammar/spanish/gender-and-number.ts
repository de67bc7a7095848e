/** 'el casa' -> 'la casa', 'una ciudad pequeño' -> 'pequeña', 'dos gato' -> 'dos gatos', 'Mi hermana es alto' -> 'alta'. */
import type { Edit, GrammarRule } from '../rules/grammar-rule';
import { adjectiveBase, genderOf, inflectAdjective, isPluralSpanish } from './spanish-words';

const ARTICLES: Record<string, { gender: 'masculine' | 'feminine'; isPlural: boolean; partner: string }> = {
  el: { gender: 'masculine', isPlural: false, partner: 'la' }, la: { gender: 'feminine', isPlural: false, partner: 'el' },
  un: { gender: 'masculine', isPlural: false, partner: 'una' }, una: { gender: 'feminine', isPlural: false, partner: 'un' },
  los: { gender: 'masculine', isPlural: true, partner: 'las' }, las: { gender: 'feminine', isPlural: true, partner: 'los' },
};
const NUMBERS = new Set(['dos', 'tres', 'cuatro', 'cinco', 'seis', 'muchos', 'muchas', 'varios', 'varias']);
const COPULAS = new Set(['es', 'está', 'son', 'están', 'era', 'eran', 'parece']);
const WHY = 'El adjetivo y el artículo concuerdan con el nombre. Articles and adjectives agree with the noun.';

export const genderAndNumber: GrammarRule = {
  family: 'gender-number',
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const gender = genderOf(t.lower);
      if (!gender) return;
      const isPlural = isPluralSpanish(t.lower);
      const article = tokens[i - 1];
      const info = article ? ARTICLES[article.lower] : undefined;
      // 'el agua' and other feminine nouns with a stressed a- take 'el': left alone.
      if (info && info.gender !== gender && info.isPlural === isPlural && !/^h?[aá]/.test(t.lower)) {
        edits.push({ start: i - 1, end: i, to: article!.text[0] === article!.text[0]!.toUpperCase() ? info.partner[0]!.toUpperCase() + info.partner.slice(1) : info.partner, why: WHY });
      }
      if (article && NUMBERS.has(article.lower) && !isPlural) edits.push({ start: i, end: i + 1, to: t.lower.match(/[aeiouáéó]$/) ? `${t.text}s` : `${t.text}es`, why: WHY });
      const shouldBePlural = isPlural || (!!article && NUMBERS.has(article.lower));
      // The adjective right after the noun, or after 'es muy' ('La playa es muy bonito').
      let at = i + 1;
      if (COPULAS.has(tokens[at]?.lower ?? '')) at++;
      if (tokens[at]?.lower === 'muy') at++;
      const adjective = tokens[at];
      const base = adjective ? adjectiveBase(adjective.lower) : null;
      if (!adjective || !base) return;
      const wanted = inflectAdjective(base, gender, shouldBePlural);
      if (wanted !== adjective.lower) edits.push({ start: at, end: at + 1, to: wanted, why: WHY });
    });
    return edits;
  },
};
