/** Words that take one preposition (or none): married to, discuss it, depend on, listen to, interested in. */
import { verbForms } from '../verb-forms';
import { has, type Token } from '../tag-sentence';
import type { Edit, GrammarRule } from './grammar-rule';

/** word (or verb lemma) + wrong preposition -> right preposition ('' when the word takes none). */
const PAIRS: ReadonlyArray<{ word: string; wrong: readonly string[]; right: string; isVerb?: boolean }> = [
  { word: 'married', wrong: ['with'], right: 'to' },
  { word: 'marry', wrong: ['with'], right: '', isVerb: true },
  { word: 'discuss', wrong: ['about'], right: '', isVerb: true },
  { word: 'emphasize', wrong: ['on'], right: '', isVerb: true },
  { word: 'emphasise', wrong: ['on'], right: '', isVerb: true },
  // Not 'into': 'enter into an agreement', 'enter into politics' are right.
  { word: 'enter', wrong: ['in'], right: '', isVerb: true },
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
/** 'wait a moment', 'wait two hours', 'wait much', 'listen every morning': how long or when, not what for. */
const TIME_WORDS = /^(moment|minute|second|hour|day|week|month|year|while|bit|time|ages|morning|afternoon|evening|night|weekend|much|long|longer|forever|any|more|less)s?$/;

/** The words after a verb name a time, not an object: 'a long time', 'two hours', 'any longer', 'every morning'. */
function isTimeAfter(tokens: readonly Token[], from: number): boolean {
  for (let j = from; j < Math.min(tokens.length, from + 4); j++) {
    const t = tokens[j]!;
    if (TIME_WORDS.test(t.lower) || has(t, 'Duration')) return true;
    const isModifier = has(t, 'Determiner') || has(t, 'Adjective') || has(t, 'Value') || /^(a|an|few|every|all|half|several|another|whole)$/.test(t.lower);
    if (!isModifier || /\S/.test(t.post)) return false;
  }
  return false;
}

const SKILLS_AFTER_GOOD = /^(english|math|maths|sports?|football|cooking|languages?|\w+ing)$/;

export const dependentPrepositions: GrammarRule = {
  family: 'dependent-prepositions',
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      if (!next) return;
      const lemma = has(t, 'Verb') ? verbForms(t.lower)?.infinitive ?? t.lower : t.lower;
      // 'in contact with', 'the reach of': after a determiner or preposition the word is a noun, not the verb.
      const isNoun = has(tokens[i - 1], 'Determiner') || has(tokens[i - 1], 'Preposition') || has(tokens[i - 1], 'Possessive');
      const pair = PAIRS.find((p) => (p.isVerb ? lemma === p.word && !isNoun : t.lower === p.word) && p.wrong.includes(next.lower));
      if (pair && !(pair.word === 'good' && !SKILLS_AFTER_GOOD.test(tokens[i + 2]?.lower ?? ''))) {
        const to = pair.right === '' ? '' : pair.right;
        const why = pair.right === '' ? `We say '${lemma} something', with no '${next.lower}'.` : `We say '${pair.word} ${pair.right}', not '${pair.word} ${next.lower}'.`;
        edits.push({ start: i + 1, end: i + 2, to, why });
        return;
      }
      const missing = MISSING.find((m) => lemma === m.verb && has(t, 'Verb'));
      const isObject = has(next, 'Noun') && !has(next, 'Date') && !['here', 'there', 'home', 'now', 'today'].includes(next.lower) || has(next, 'Determiner') || has(next, 'Possessive');
      if (missing && isObject && !has(next, 'Preposition') && next.lower !== missing.add && !has(next, 'Adverb') && !isTimeAfter(tokens, i + 1)) {
        edits.push({ start: i + 1, end: i + 1, to: missing.add, why: `We say '${missing.verb} ${missing.add}' something or someone.` });
      }
    });
    return edits;
  },
};
