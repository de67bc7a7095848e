/**
 * 'My hobbies are read books and play football' -> 'reading books and playing football': a hobby named after
 * 'is' or 'are' is an activity, said with -ing. Only after a word that names one (hobby, pastime, favourite
 * activity), and only a verb's base form there ('My hobby is music' and 'My hobby is to paint' are left alone:
 * the second is old-fashioned, not wrong).
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import { verbForms } from '../../../grammar/verb-forms';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';
import { isBaseVerb } from './verb-patterns';

const ACTIVITY_NOUNS = new Set(['hobby', 'hobbies', 'pastime', 'pastimes', 'activity', 'activities']);

/** The -ing form of a verb's base form ('read' -> 'reading'); null for a noun ('music', 'football'). */
const gerundOf = (t: Token | undefined): string | null => (isBaseVerb(t) ? verbForms(t!.lower)!.gerund : null);

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
      const first = gerundOf(tokens[at]);
      if (!first || has(tokens[at + 1], 'Verb')) return;
      edits.push({ start: at, end: at + 1, to: first, ...because('hobby-is-ing') });
      for (at += 1; at < tokens.length; at++) {
        if (tokens[at]!.lower !== 'and' && !/,/.test(tokens[at - 1]!.post)) continue;
        const next = tokens[at]!.lower === 'and' ? at + 1 : at;
        const gerund = gerundOf(tokens[next]);
        if (gerund) edits.push({ start: next, end: next + 1, to: gerund, ...because('hobby-is-ing') });
      }
    });
    return edits;
  },
};
