/**
 * 'a person who are kind' -> 'a person who is kind', 'a cousin who live' -> 'who lives': after 'who' the verb agrees with the one person
 * 'who' stands for. Only after 'a', 'an', 'one', 'every', 'each', 'this' or 'that' and a singular noun the
 * tagger is sure of; nouns for groups ('a team who are') may take either.
 */
import { has } from '../../../grammar/tag-sentence';
import { verbForms } from '../../../grammar/verb-forms';
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import groupNounsWords from '../words/group-nouns.json';
import { because, describeFamily } from '../because';

const SINGULAR_DETERMINERS = new Set(['a', 'an', 'one', 'every', 'each', 'this', 'that']);
const GROUP_NOUNS = new Set<string>(groupNounsWords);
const SINGULAR_VERB: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does', "don't": "doesn't", "aren't": "isn't", "weren't": "wasn't", "haven't": "hasn't" };

export const whoAgreement: GrammarRule = {
  id: 'who-agreement',
  family: 'who-agreement',
  explanation: describeFamily('who-agreement'),
  examples: [
    { text: 'I have a friend who have three dogs.', better: 'I have a friend who has three dogs.' },
    { text: 'Every student who don\'t study will fail.', better: 'Every student who doesn\'t study will fail.' },
    { text: 'She met an old man who were lost.', better: 'She met an old man who was lost.' },
    { text: 'I have a cousin who work in a bank.', better: 'I have a cousin who works in a bank.' },
    { text: 'They hired a teacher who are kind to children.', better: 'They hired a teacher who is kind to children.' },
  ],
  counterExamples: [
    'I have friends who are doctors.',
    'He is one of the people who are always late.',
    'We have a team who are all volunteers.',
    'Ask the man who was here.',
    'I have a cousin who worked in a bank.',
    'A friend who can drive will help.',
    // Ordinary sentences that look like the error and are right.
    'She is the one who lives next door.',
    'They are the people who run the café.',
    'I have a friend who plays the drums.',
    'They hired a teacher who is kind to children.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const verb = tokens[i + 1];
      // 'a cousin who live' -> 'lives': a present verb in its base form takes -s.
      const forms = has(verb, 'Verb') && !has(verb, 'PastTense') && !has(verb, 'Modal') && /^[a-z]+$/.test(verb!.text) ? verbForms(verb!.lower) : null;
      const singular = SINGULAR_VERB[verb?.lower ?? ''] ?? (forms && forms.infinitive === verb!.lower && !['be', 'have', 'do'].includes(forms.infinitive) ? forms.thirdPerson : undefined);
      if (t.lower !== 'who' || !singular || /\S/.test(t.post)) return;
      const noun = tokens[i - 1];
      if (noun?.post !== ' ' || !has(noun, 'Noun') || !has(noun, 'Singular') || has(noun, 'Plural') || has(noun, 'Pronoun') || has(noun, 'ProperNoun') || GROUP_NOUNS.has(noun.lower)) return;
      let at = i - 2;
      while (at >= 0 && has(tokens[at], 'Adjective') && !has(tokens[at], 'Noun')) at--;
      if (!SINGULAR_DETERMINERS.has(tokens[at]?.lower ?? '')) return;
      edits.push({ start: i + 1, end: i + 2, to: matchCase(verb!.text, singular), ...because('who-agreement.singular', { noun: noun.lower, verb: singular }) });
    });
    return edits;
  },
};
