/**
 * 'My cousin in Canada call me' -> 'calls', 'The price of the houses are' -> 'is', 'The people in my city is' -> 'are':
 * a phrase between a subject and its verb ('in Canada', 'of the houses') does not change who does the verb, which agrees
 * with the noun before the phrase. Never where that noun counts or sorts what follows ('lots of students are', 'the
 * number of', quantity-nouns.json), nor after a group that takes either verb ('my family in Spain live').
 */
import { findLemma, likelyPartOfSpeech } from '../../../wordnet/find-lemma';
import { has, type Token } from '../../../grammar/tag-sentence';
import { verbForms } from '../../../grammar/verb-forms';
import { ARTICLES, POSSESSIVES, beFor, FREQUENCY_ADVERBS, isNumberSure, isThirdSingular, matchCase, subjectEndingAt, type Edit, type GrammarRule, type Subject } from '../../../grammar/grammar-rule';
import groupNounsWords from '../words/group-nouns.json';
import quantityNounsWords from '../words/quantity-nouns.json';
import { because, describeFamily } from '../because';
import { DO_FORMS, EITHER_NUMBER_NOUNS, isToldInThePast, takesBaseForm } from './subject-verb-agreement';

/** Prepositions whose phrase tells where a person or thing is, comes from, or what it is of. */
const PHRASE_PREPOSITIONS = new Set(['in', 'from', 'at', 'of', 'on', 'near', 'behind', 'inside', 'outside']);
/** Prepositions of two words ('the girl next to me'), by their first. */
const TWO_WORD_PREPOSITIONS: Readonly<Record<string, string>> = { next: 'to', close: 'to' };

/** How many words the preposition at `at` takes (0: none there). */
function prepositionLength(tokens: readonly Token[], at: number): number {
  const word = tokens[at]?.lower ?? '';
  if (PHRASE_PREPOSITIONS.has(word)) return 1;
  return TWO_WORD_PREPOSITIONS[word] && tokens[at + 1]?.lower === TWO_WORD_PREPOSITIONS[word] ? 2 : 0;
}
/** Nouns that count or sort the noun after 'of', which then gives the verb its number ('lots of students are'). */
const COUNTING_NOUNS = new Set<string>([...quantityNounsWords, ...groupNounsWords]);
const OBJECT_PRONOUNS = new Set(['me', 'you', 'him', 'her', 'us', 'them', 'mine', 'yours', 'ours', 'theirs']);
const PHRASE_DETERMINERS = new Set([...ARTICLES, ...POSSESSIVES, 'some', 'many', 'other', 'all', 'both', 'two', 'three', 'four', 'five', 'several']);
const BE_FORMS = new Set(['am', 'is', 'are', 'was', 'were']);
/** Words of degree or manner that often follow a verb ('talk too much', 'work very hard'). */
const AFTER_VERB_WORDS = new Set(['too', 'very', 'so', 'a', 'an', 'the', 'every', 'all', 'always', 'well', 'hard', 'together', 'here', 'there', 'home', 'like', 'about', 'to', 'that', 'one', 'two', 'three', 'more', 'less', 'much', 'many']);

/**
 * A word the tagger read as the phrase's last noun that is a verb's base far more than a noun ('the boy from my village
 * play for', 'the shop on the corner sell bread'), after a noun of the phrase: where the subject's verb stands.
 */
const isVerbReadAsNoun = (t: Token | undefined): boolean =>
  !!t && /^[a-z]+$/.test(t.text) && !has(t, 'Plural') && likelyPartOfSpeech(t.lower) === 'verb' && findLemma(t.lower, 'verb')?.lemma === t.lower;

/** Where the phrase after the preposition ending at `at` ends: an object pronoun, or a determiner, adjectives and the nouns it names. */
function phraseEnd(tokens: readonly Token[], at: number): number | null {
  let i = at + 1;
  if (OBJECT_PRONOUNS.has(tokens[i]?.lower ?? '')) return i + 1;
  if (PHRASE_DETERMINERS.has(tokens[i]?.lower ?? '')) i++;
  while (has(tokens[i], 'Adjective') && !has(tokens[i], 'Noun')) i++;
  const nounsFrom = i;
  while (has(tokens[i], 'Noun') && !has(tokens[i], 'Pronoun') && !has(tokens[i], 'Verb') && !(i > nounsFrom && isVerbReadAsNoun(tokens[i])) && i - at <= 5) i++;
  return i > nounsFrom && i - at <= 6 ? i : null;
}

/** The subject's noun and its phrases, up to the word after them: at most two phrases ('the teacher of my son in London'). */
function subjectAndPhrases(tokens: readonly Token[], prepositionAt: number): { subject: Subject; end: number } | null {
  const subject = subjectEndingAt(tokens, prepositionAt);
  // Only a noun with its determiner ('my cousin', 'the price'): a bare one opens a saying as often as a learner's
  // sentence ('Men of few words...'), where an old or poetic verb form may stand.
  if (subject?.person !== 'third' || subject.end - subject.start < 2) return null;
  const head = tokens[prepositionAt - 1]!;
  // 'A host of problems are', 'a flock of birds were': after 'a', a noun and 'of', the noun often counts what follows,
  // and the verb goes with that; a capital inside the sentence starts a title ('The Grapes of Wrath is').
  const isAWordOf = ['a', 'an'].includes(tokens[subject.start]!.lower) && tokens[prepositionAt]!.lower === 'of';
  if (isAWordOf || (subject.start > 0 && /^\p{Lu}/u.test(head.text))) return null;
  if (has(head, 'Pronoun') || has(head, 'ProperNoun') || COUNTING_NOUNS.has(head.lower) || EITHER_NUMBER_NOUNS.has(head.lower) || !isNumberSure(head, subject.isPlural)) return null;
  let end = prepositionAt;
  for (let phrases = 0; phrases < 2 && prepositionLength(tokens, end) > 0; phrases++) {
    const next = phraseEnd(tokens, end + prepositionLength(tokens, end) - 1);
    if (next === null) return null;
    end = next;
  }
  // Nothing but spaces from the subject to the verb: a comma or a dash sets the phrase apart from what follows.
  if (tokens.slice(subject.start, end).some((t) => t.post !== ' ')) return null;
  return { subject, end };
}

/** The verb's own evidence that it is one and not the last noun of the phrase ('the car park closes'): what comes after it. */
function looksLikeItsVerb(verb: Token, after: Token | undefined, phraseLast: Token): boolean {
  if (after && has(after, 'Verb') && !has(after, 'Gerund')) return false;
  if (!findLemma(verb.lower, 'noun') || has(phraseLast, 'ProperNoun') || OBJECT_PRONOUNS.has(phraseLast.lower)) return true;
  if (!after || /[.!?]/.test(verb.post)) return false;
  return OBJECT_PRONOUNS.has(after.lower) || POSSESSIVES.has(after.lower) || AFTER_VERB_WORDS.has(after.lower) || has(after, 'Preposition') || has(after, 'Adverb') || has(after, 'Adjective');
}

/** What the verb at `at` should be with this subject, or null where it agrees already or cannot be told. */
function agreeingForm(tokens: readonly Token[], subject: Subject, at: number, text: string, phraseLast: Token): string | null {
  const verb = tokens[at]!;
  const lower = verb.lower;
  const singular = isThirdSingular(subject);
  if (BE_FORMS.has(lower)) {
    const wanted = beFor(subject, lower === 'was' || lower === 'were' ? 'past' : 'present');
    const isWish = lower === 'were' && /^(if|wish|though)$/.test(tokens[subject.start - 1]?.lower ?? '');
    return wanted !== lower && !isWish ? wanted : null;
  }
  const doForm = DO_FORMS[lower];
  if (doForm) {
    const wanted = singular ? doForm.singular : doForm.other;
    // 'do' only before a verb or 'not' ('does the man in the shop'... is a question, found no subject here).
    if (/^(do|does)$/.test(lower) && !has(tokens[at + 1], 'Verb') && tokens[at + 1]?.lower !== 'not') return null;
    return wanted !== lower && !(singular && takesBaseForm(tokens, subject.start, text)) ? wanted : null;
  }
  // 'The boy in the photo looks like me': where the phrase's last word is a verb in -s the tagger read as a plural noun,
  // the word after it is no verb.
  if (has(phraseLast, 'Plural') && likelyPartOfSpeech(phraseLast.lower) === 'verb') return null;
  const isVerb = (has(verb, 'Verb') && has(verb, 'PresentTense')) || (has(verb, 'Noun') && has(phraseLast, 'Noun') && isVerbReadAsNoun(verb));
  if (!isVerb || has(verb, 'Gerund') || has(verb, 'Modal') || has(verb, 'Auxiliary') || !/^[a-z]+$/.test(verb.text)) return null;
  if (/\S/.test(verb.post.replace(/[.!?]+\s*$/, ''))) return null;
  const forms = verbForms(lower);
  if (!forms || forms.infinitive === 'be' || forms.thirdPerson === forms.infinitive) return null;
  if (!looksLikeItsVerb(verb, tokens[at + 1], phraseLast)) return null;
  if (singular) {
    const isKnownBase = lower === forms.infinitive && forms.past !== forms.infinitive && findLemma(lower, 'verb')?.lemma === lower;
    return isKnownBase && !isToldInThePast(tokens, at) && !takesBaseForm(tokens, subject.start, text) ? forms.thirdPerson : null;
  }
  return lower === forms.thirdPerson && findLemma(forms.infinitive, 'verb')?.lemma === forms.infinitive ? forms.infinitive : null;
}

export const agreementAcrossPhrase: GrammarRule = {
  id: 'agreement-across-phrase',
  family: 'agreement-across-phrase',
  explanation: describeFamily('agreement-across-phrase'),
  examples: [
    { text: 'My cousin in Canada call me every week.', better: 'My cousin in Canada calls me every week.' },
    { text: 'My brother in London work in a bank.', better: 'My brother in London works in a bank.' },
    { text: 'The teacher of my son give too much homework.', better: 'The teacher of my son gives too much homework.' },
    { text: 'My friend from Japan speak very good English.', better: 'My friend from Japan speaks very good English.' },
    { text: 'The people in my city is very friendly.', better: 'The people in my city are very friendly.' },
    { text: 'The students in my class comes from many countries.', better: 'The students in my class come from many countries.' },
    { text: 'The price of the houses are very high.', better: 'The price of the houses is very high.' },
    { text: 'The house of my parents look old.', better: 'The house of my parents looks old.' },
    { text: 'The shops near my house closes at six.', better: 'The shops near my house close at six.' },
    { text: "My boss at the new office don't like meetings.", better: "My boss at the new office doesn't like meetings." },
    { text: 'The quality of the products are not good.', better: 'The quality of the products is not good.' },
    { text: 'The weather in the mountains change very fast.', better: 'The weather in the mountains changes very fast.' },
  ],
  counterExamples: [
    // The verb agrees already.
    'The people in the village are kind.',
    'The price of vegetables is high.',
    'My friends at work call me Tony.',
    'The boy in the photo looks like me.',
    'The children in the park play football.',
    // A noun that counts or sorts what follows gives way to it; a group takes either verb.
    'A lot of people in my town work in tourism.',
    'The majority of students in my class live at home.',
    'The rest of the students are at lunch.',
    'A number of problems were found.',
    'A host of problems are waiting for us.',
    'A flock of birds were flying over the lake.',
    'An army of volunteers clean the beach every spring.',
    'My family in Spain live near the sea.',
    'The team from our school are very good.',
    // The last noun of the phrase and a verb after it ('the car park closes'), a noun phrase said alone.
    'The man in the car park.',
    'The woman at the bus stop waves at us.',
    // A past told in the sentence, a wish, a verb whose past is its base, a subjunctive after a word of demanding.
    'Yesterday the man in the shop give me the wrong change.',
    'If the house of my dreams were cheaper, I would buy it.',
    'The man in the blue coat put the box on the table.',
    'I suggest that the manager of the team speak first.',
    // Not a subject: after a verb, in a question, a pronoun before 'of'.
    'I saw the man in the shop buy bread.',
    'Let the children in the garden play.',
    'Does the bus from the airport stop here?',
    'Some of the students in my class walk to school.',
    // A title, its words in capitals.
    'I think The Lord of the Flies is a great book.',
    // A comma sets the phrase apart.
    'The doctor in the end, they say, knows best.',
  ],
  find({ tokens, text }) {
    const edits: Edit[] = [];
    tokens.forEach((_, i) => {
      if (prepositionLength(tokens, i) === 0 || i === 0) return;
      const found = subjectAndPhrases(tokens, i);
      if (!found) return;
      let at = found.end;
      while (FREQUENCY_ADVERBS.has(tokens[at]?.lower ?? '')) at++;
      if (!tokens[at] || edits.some((e) => e.start === at)) return;
      const wanted = agreeingForm(tokens, found.subject, at, text, tokens[found.end - 1]!);
      if (!wanted) return;
      const head = tokens[i - 1]!.text;
      const key = isThirdSingular(found.subject) ? 'agreement-across-phrase.one' : 'agreement-across-phrase.many';
      edits.push({ start: at, end: at + 1, to: matchCase(tokens[at]!.text, wanted), ...because(key, { head, verb: wanted }) });
    });
    return edits;
  },
};
