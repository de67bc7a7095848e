/**
 * 'My hobbies are read books and play football' -> 'reading books and playing football': a hobby named after
 * 'is' or 'are' is an activity, said with -ing. Only after a word that names one (hobby, pastime, favourite
 * activity), and only a verb's base form there ('My hobby is music' and 'My hobby is to paint' are left alone:
 * the second is old-fashioned, not wrong).
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import { verbForms } from '../../../grammar/verb-forms';
import { likelyPartOfSpeech } from '../../../wordnet/find-lemma';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const ACTIVITY_NOUNS = new Set(['hobby', 'hobbies', 'pastime', 'pastimes', 'activity', 'activities']);

/** A verb's base form that is most likely a verb here ('read', 'play', 'swim'), not a noun ('music', 'football'). */
function baseVerb(t: Token | undefined): string | null {
  if (!t || has(t, 'Gerund') || has(t, 'Plural') || has(t, 'ProperNoun')) return null;
  const forms = verbForms(t.lower);
  if (!forms || forms.infinitive !== t.lower || forms.gerund === t.lower) return null;
  return has(t, 'Verb') || likelyPartOfSpeech(t.lower) === 'verb' ? forms.gerund : null;
}

export const hobbyIsIng: GrammarRule = {
  id: 'hobby-is-ing',
  family: 'hobby-is-ing',
  explanation: describeFamily('hobby-is-ing'),
  examples: [
    { text: 'My hobbies are read books and play football.', better: 'My hobbies are reading books and playing football.' },
    { text: 'My hobby is swim in the sea.', better: 'My hobby is swimming in the sea.' },
    { text: 'My favourite activity is cook for my friends.', better: 'My favourite activity is cooking for my friends.' },
  ],
  counterExamples: [
    'My hobby is music.',
    'My hobbies are football and films.',
    'My hobby is reading.',
    'My hobby is to paint landscapes.',
    'Her favourite activity is dance classes.',
    'I read books and play football.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (!ACTIVITY_NOUNS.has(t.lower) || !['is', 'are', 'was', 'were'].includes(tokens[i + 1]?.lower ?? '')) return;
      // The activities after 'is': 'read books and play football' (each verb opening a part joined by 'and' or a comma).
      let at = i + 2;
      const first = baseVerb(tokens[at]);
      if (!first || has(tokens[at + 1], 'Verb')) return;
      edits.push({ start: at, end: at + 1, to: first, ...because('hobby-is-ing') });
      for (at += 1; at < tokens.length; at++) {
        if (tokens[at]!.lower !== 'and' && !/,/.test(tokens[at - 1]!.post)) continue;
        const next = tokens[at]!.lower === 'and' ? at + 1 : at;
        const gerund = baseVerb(tokens[next]);
        if (gerund && (tokens[next - 1]!.lower === 'and' || /,/.test(tokens[next - 1]!.post))) edits.push({ start: next, end: next + 1, to: gerund, ...because('hobby-is-ing') });
      }
    });
    return edits;
  },
};
