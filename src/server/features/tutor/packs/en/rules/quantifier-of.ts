/**
 * 'most of people' -> 'most people', 'many of students' -> 'many students': 'of' after 'most', 'many',
 * 'some' needs a determiner ('most of the people', 'many of my students'); with none, the quantifier takes
 * the noun directly. Only a bare plural the tagger is sure of, ending its phrase ('many of cars
 * disadvantages' is something else).
 */
import { likelyPartOfSpeech } from '../../../wordnet/find-lemma';
import { has } from '../../../grammar/tag-sentence';
import { singularOf } from '../../../grammar/verb-forms';
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const QUANTIFIERS = new Set(['most', 'many', 'some', 'few', 'several', 'all']);

export const quantifierOf: GrammarRule = {
  id: 'quantifier-of',
  family: 'quantifier-of',
  explanation: describeFamily('quantifier-of'),
  examples: [
    { text: 'Most of people like holidays.', better: 'Most people like holidays.' },
    { text: 'Many of students work at weekends.', better: 'Many students work at weekends.' },
    { text: 'I think some of teachers are too strict.', better: 'I think some teachers are too strict.' },
      { text: 'The most of people like it.', better: 'Most people like it.' },
  ],
  counterExamples: [
    'Most of the people like holidays.',
    'Many of my students work at weekends.',
    'Some of them are too strict.',
    'Most of London is expensive.',
    'All of us agreed.',
    'Many of cars parts are made abroad.',
    // Ordinary sentences that look like the error and are right.
    'Most people like a holiday.',
    'Many of my friends play football.',
    'Some of the teachers are very kind.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const of = tokens[i + 1];
      const noun = tokens[i + 2];
      if (!QUANTIFIERS.has(t.lower) || of?.lower !== 'of' || t.post !== ' ' || of.post !== ' ' || !noun) return;
      const isBarePlural = (has(noun, 'Plural') || noun.lower === 'people') && has(noun, 'Noun') && !has(noun, 'Pronoun') && !has(noun, 'Possessive') &&
        !has(noun, 'ProperNoun') && !has(noun, 'Value') && /^[a-z]+$/.test(noun.text);
      // 'many of cars parts': the tagger may call 'parts' a verb, but it is mostly a noun.
      const next = tokens[i + 3];
      const isNounNext = !!next && noun.post === ' ' && !has(next, 'Pronoun') && (has(next, 'Noun') || (/s$/.test(next.lower) && likelyPartOfSpeech(singularOf(next.lower)) === 'noun'));
      if (!isBarePlural || isNounNext) return;
      const reason = because('quantifier-of.of', { quantifier: t.lower, noun: noun.lower });
      // 'The most of people' -> 'Most people': the 'the' before 'most' goes too.
      if (t.lower === 'most' && tokens[i - 1]?.lower === 'the' && tokens[i - 1]!.post === ' ') {
        edits.push({ start: i - 1, end: i + 2, to: matchCase(tokens[i - 1]!.text, 'most'), ...reason });
        return;
      }
      edits.push({ start: i + 1, end: i + 2, to: '', ...reason });
    });
    return edits;
  },
};
