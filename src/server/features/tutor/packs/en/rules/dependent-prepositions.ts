/** Words that take one preposition (or none): married to, discuss it, depend on, listen to, interested in. */
import { verbForms } from '../../../grammar/verb-forms';
import { has, type Token } from '../../../grammar/tag-sentence';
import { MODALS, subjectEndingAt, SUBJECT_PRONOUNS, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';

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
const TIME_WORDS = /^(moment|minute|second|hour|day|week|month|year|decade|century|generation|lifetime|while|bit|time|ages|morning|afternoon|evening|night|weekend|much|long|longer|forever|any|more|less)s?$/;

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

/**
 * Where a word the tagger reads as a noun can still be the verb: after a subject, a modal, 'to', a form of 'do',
 * 'please' or 'let us' (adverbs aside). Elsewhere 'contact' is the noun: 'lost contact with', 'eye contact with'.
 */
function isVerbSlot(tokens: readonly Token[], at: number): boolean {
  let k = at - 1;
  while (k >= 0 && (has(tokens[k], 'Adverb') || has(tokens[k], 'Negative'))) k--;
  const before = tokens[k];
  if (!before) return true;
  if (SUBJECT_PRONOUNS.has(before.lower) || MODALS.has(before.lower) || /^(to|do|does|did|don't|doesn't|didn't|please|let's)$/.test(before.lower)) return true;
  return /^let$/i.test(tokens[k - 1]?.text ?? '') || !!subjectEndingAt(tokens, k + 1);
}

/** 'wait two summers for the apples to ripen': a later 'for' names what is waited for, so the words before it say how long. */
function hasLaterFor(tokens: readonly Token[], from: number): boolean {
  for (let j = from; j < tokens.length - 1 && !/[,;:.!?]/.test(tokens[j - 1]?.post ?? ''); j++) {
    if (tokens[j]!.lower === 'for' && !isTimeAfter(tokens, j + 1)) return true;
  }
  return false;
}

/** 'consists in five players', 'consist in many parts': the parts come after, a number or a plural. */
function namesParts(tokens: readonly Token[], from: number): boolean {
  let j = from;
  while (has(tokens[j], 'Determiner') || has(tokens[j], 'Adjective') || has(tokens[j], 'Value')) j++;
  return has(tokens[j], 'Plural') || has(tokens[from], 'Value');
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
      // A word the tagger reads as a noun is the verb only in a verb's place ('I contact with', not 'make eye contact with').
      const isNoun = has(tokens[i - 1], 'Determiner') || has(tokens[i - 1], 'Preposition') || has(tokens[i - 1], 'Possessive') || (has(t, 'Noun') && !has(t, 'Verb') && !isVerbSlot(tokens, i));
      const pair = PAIRS.find((p) => (p.isVerb ? lemma === p.word && !isNoun : t.lower === p.word) && p.wrong.includes(next.lower));
      // 'as similar as possible' compares; 'consist in' also means 'lie in' ('Happiness consists in helping others').
      const isComparison = next.lower === 'as' && tokens[i - 1]?.lower === 'as';
      const isLieIn = pair?.word === 'consist' && next.lower === 'in' && !namesParts(tokens, i + 2);
      if (pair && !isComparison && !isLieIn && !(pair.word === 'good' && !SKILLS_AFTER_GOOD.test(tokens[i + 2]?.lower ?? ''))) {
        const to = pair.right === '' ? '' : pair.right;
        const why = pair.right === '' ? `We say '${lemma} something', with no '${next.lower}'.` : `We say '${pair.word} ${pair.right}', not '${pair.word} ${next.lower}'.`;
        edits.push({ start: i + 1, end: i + 2, to, why });
        return;
      }
      const missing = MISSING.find((m) => lemma === m.verb && has(t, 'Verb'));
      const isObject = has(next, 'Noun') && !has(next, 'Date') && !['here', 'there', 'home', 'now', 'today'].includes(next.lower) || has(next, 'Determiner') || has(next, 'Possessive');
      // 'her dentist's waiting room', 'waiting offstage': after a determiner the -ing word describes the noun, and a bare
      // singular noun ('room', 'offstage') is no object; 'wait two summers for the apples': how long, then what for.
      const describesNoun = has(tokens[i - 1], 'Determiner') || has(tokens[i - 1], 'Possessive') || has(tokens[i - 1], 'Adjective') || /'s$/.test(tokens[i - 1]?.lower ?? '');
      const isBareSingular = has(next, 'Noun') && has(next, 'Singular') && !has(next, 'Uncountable') && !has(next, 'Pronoun') && !has(next, 'ProperNoun');
      if (missing && isObject && !describesNoun && !isBareSingular && !hasLaterFor(tokens, i + 2) && !has(next, 'Preposition') && next.lower !== missing.add && !has(next, 'Adverb') && !isTimeAfter(tokens, i + 1)) {
        edits.push({ start: i + 1, end: i + 1, to: missing.add, why: `We say '${missing.verb} ${missing.add}' something or someone.` });
      }
    });
    return edits;
  },
};
