/** Words that take one preposition (or none): married to, discuss it, depend on, listen to, interested in. */
import { verbForms } from '../verb-forms';
import { has } from '../tag-sentence';
import type { Edit, GrammarRule } from './grammar-rule';

/** word (or verb lemma) + wrong preposition -> right preposition ('' when the word takes none). */
const PAIRS: ReadonlyArray<{ word: string; wrong: readonly string[]; right: string; isVerb?: boolean }> = [
  { word: 'married', wrong: ['with'], right: 'to' },
  { word: 'marry', wrong: ['with'], right: '', isVerb: true },
  { word: 'discuss', wrong: ['about'], right: '', isVerb: true },
  { word: 'emphasize', wrong: ['on'], right: '', isVerb: true },
  { word: 'emphasise', wrong: ['on'], right: '', isVerb: true },
  { word: 'enter', wrong: ['in', 'into'], right: '', isVerb: true },
  { word: 'contact', wrong: ['with'], right: '', isVerb: true },
  { word: 'reach', wrong: ['to'], right: '', isVerb: true },
  { word: 'depend', wrong: ['of', 'from', 'in'], right: 'on', isVerb: true },
  { word: 'dependent', wrong: ['of', 'from'], right: 'on' },
  { word: 'interested', wrong: ['on', 'for', 'about'], right: 'in' },
  { word: 'afraid', wrong: ['from'], right: 'of' },
  { word: 'scared', wrong: ['from'], right: 'of' },
  { word: 'proud', wrong: ['for', 'on'], right: 'of' },
  { word: 'responsible', wrong: ['of'], right: 'for' },
  { word: 'arrive', wrong: ['to'], right: 'at', isVerb: true },
  { word: 'consist', wrong: ['in', 'from'], right: 'of', isVerb: true },
  { word: 'good', wrong: ['in'], right: 'at' },
  { word: 'similar', wrong: ['as', 'with'], right: 'to' },
  { word: 'different', wrong: ['of'], right: 'from' },
  { word: 'famous', wrong: ['of'], right: 'for' },
  { word: 'aware', wrong: ['about'], right: 'of' },
  { word: 'angry', wrong: ['on'], right: 'with' },
];
/** Verbs that need a preposition the learner left out: 'listen music' -> 'listen to music', 'wait him' -> 'wait for him'. */
const MISSING: ReadonlyArray<{ verb: string; add: string }> = [
  { verb: 'listen', add: 'to' }, { verb: 'wait', add: 'for' }, { verb: 'apologize', add: 'for' }, { verb: 'apologise', add: 'for' },
];
const SKILLS_AFTER_GOOD = /^(english|math|maths|sports?|football|cooking|languages?|\w+ing)$/;

export const dependentPrepositions: GrammarRule = {
  family: 'dependent-prepositions',
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      if (!next) return;
      const lemma = has(t, 'Verb') ? verbForms(t.lower)?.infinitive ?? t.lower : t.lower;
      const pair = PAIRS.find((p) => (p.isVerb ? lemma === p.word : t.lower === p.word) && p.wrong.includes(next.lower));
      if (pair && !(pair.word === 'good' && !SKILLS_AFTER_GOOD.test(tokens[i + 2]?.lower ?? ''))) {
        const to = pair.right === '' ? '' : pair.right;
        const why = pair.right === '' ? `We say '${lemma} something', with no '${next.lower}'.` : `We say '${pair.word} ${pair.right}', not '${pair.word} ${next.lower}'.`;
        edits.push({ start: i + 1, end: i + 2, to, why });
        return;
      }
      const missing = MISSING.find((m) => lemma === m.verb && has(t, 'Verb'));
      const isObject = has(next, 'Noun') && !has(next, 'Date') && !['here', 'there', 'home', 'now', 'today'].includes(next.lower) || has(next, 'Determiner') || has(next, 'Possessive');
      if (missing && isObject && !has(next, 'Preposition') && next.lower !== missing.add && !has(next, 'Adverb')) {
        edits.push({ start: i + 1, end: i + 1, to: missing.add, why: `We say '${missing.verb} ${missing.add}' something or someone.` });
      }
    });
    return edits;
  },
};
