/** 'every weekends' -> 'every weekend', 'each students have' -> 'each student has': every and each take one thing. */
import { has } from '../../../grammar/tag-sentence';
import { singularOf } from '../../../grammar/verb-forms';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const VERB_AFTER: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does', "don't": "doesn't" };

export const everyEachPlural: GrammarRule = {
  id: 'every-each-plural',
  family: 'every-each-plural',
  explanation: describeFamily('every-each-plural'),
  examples: [
    { text: 'Every children needs love.', better: 'Every child needs love.' },
    { text: 'I swim every mornings.', better: 'I swim every morning.' },
    { text: 'Each players have a number.', better: 'Each player has a number.' },
  ],
  counterExamples: [
    'I go there every two weeks.',
    'Each of the students has a book.',
    'Every day is different.',
    'Every class has a teacher.',
    "Each pupil's desk has a lamp.",
    // Ordinary sentences that look like the error and are right.
    'Every student has a locker.',
    'Each room has a window.',
    'We go swimming every weekend.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (!['every', 'each'].includes(t.lower)) return;
      let at = i + 1;
      while (has(tokens[at], 'Adjective') && at < i + 3) at++;
      const noun = tokens[at];
      if (!noun || tokens[i + 1]?.lower === 'of' || has(noun, 'Value') || !(has(noun, 'Plural') || (/s$/.test(noun.lower) && (has(noun, 'Date') || has(noun, 'Noun'))))) return;
      if (/['’]/.test(noun.text) || has(noun, 'Possessive')) return; // "each person's field"
      const singular = singularOf(noun.lower);
      if (singular === noun.lower || /ss$/.test(noun.lower) || ['news', 'series', 'means', 'species'].includes(noun.lower)) return;
      const reason = because('every-each-plural.singular', { word: t.lower, singular });
      edits.push({ start: at, end: at + 1, to: singular, ...reason });
      const verb = tokens[at + 1];
      if (verb && VERB_AFTER[verb.lower]) edits.push({ start: at + 1, end: at + 2, to: VERB_AFTER[verb.lower]!, ...reason });
    });
    return edits;
  },
};
