/**
 * A past habit is 'used to': 'When I was a child I use to play football' -> 'used to play', and being accustomed is
 * 'be used to' or 'get used to': "I'm use to the noise" -> 'used to'. Without a past in the sentence, 'I use to go to
 * the gym' may mean 'I usually go' or 'I used to go', so nothing is said; after 'did' the base form is right ('I didn't
 * use to like it'), and 'the app I use to study' (use it to study) is right where nothing says the past.
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import { MODALS, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { isBaseVerb } from './verb-patterns';
import { because, describeFamily } from '../because';

/** 'did', 'do', 'does' and their negatives, a modal, or 'to': the base form 'use' is right after them. */
const TAKES_BASE = new Set(['do', 'does', 'did', "don't", "doesn't", "didn't", 'not', 'to', 'never']);
const BE_OR_GET = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', "'m", "'s", "'re", 'get', 'gets', 'got', 'getting', 'gotten']);
const DO_FORMS = new Set(['do', 'does', 'did', "don't", "doesn't", "didn't"]);
/** The words of the clause before a word: back to the last comma or stop. */
function clauseBefore(tokens: readonly Token[], at: number): Token[] {
  let start = at;
  while (start > 0 && !/[,;:.!?]/.test(tokens[start - 1]!.post)) start--;
  return tokens.slice(start, at);
}
/** Words that put a sentence in the past without a verb ('years ago', 'as a child', 'back then'). */
const PAST_WORDS = new Set(['ago', 'childhood', 'child', 'kid', 'teenager', 'past', 'once']);

/**
 * Whether the sentence says the past before 'use' or in its own clause: a past verb, or a word that dates it ('When I was a
 * child I use to...', 'My grandmother use to make bread when I was young'). A past in another clause after it ('The knife I
 * use to cut bread was a gift') dates that clause only.
 */
function saysThePast(tokens: readonly Token[], useAt: number): boolean {
  let end = useAt;
  while (end < tokens.length - 1 && !/[,;:.!?]/.test(tokens[end]!.post) && !(end > useAt + 2 && RELATIVE_OR_VERB.has(tokens[end + 1]!.lower))) end++;
  return tokens.slice(0, end + 1).some((t, k) => k !== useAt && (PAST_WORDS.has(t.lower) || (has(t, 'PastTense') && !has(t, 'Participle') && t.lower !== 'used')));
}
/** Where the clause of 'use' ends before a word of the past ('...to cut bread was a gift'): a verb of another subject. */
const RELATIVE_OR_VERB = new Set(['was', 'were', 'is', 'are', 'has', 'had']);

/**
 * 'the app (that) I use to study', 'a book that I use to practise': 'use' closing a relative clause with its object before
 * it is the verb 'use', and right.
 */
function closesRelativeClause(tokens: readonly Token[], useAt: number): boolean {
  const subject = tokens[useAt - 1];
  const beforeSubject = tokens[useAt - 2];
  if (!subject || !beforeSubject) return false;
  // 'When I was a child I use to...': a noun that dates the sentence ends a time clause, not a thing the learner uses.
  return ['that', 'which'].includes(beforeSubject.lower) || (has(beforeSubject, 'Noun') && !has(beforeSubject, 'Pronoun') && !PAST_WORDS.has(beforeSubject.lower) && SUBJECT_PRONOUNS.has(subject.lower));
}
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);

export const usedTo: GrammarRule = {
  id: 'used-to',
  family: 'used-to',
  explanation: describeFamily('used-to'),
  examples: [
    { text: 'When I was a child I use to play football.', better: 'When I was a child I used to play football.' },
    { text: 'Years ago we use to live in a small village.', better: 'Years ago we used to live in a small village.' },
    { text: 'My grandmother use to make bread when I was young.', better: 'My grandmother used to make bread when I was young.' },
    { text: "I'm use to the noise now.", better: "I'm used to the noise now." },
    { text: 'My father use to smoke a lot.', better: 'My father used to smoke a lot.' },
    { text: 'She use to work in a bank.', better: 'She used to work in a bank.' },
    { text: 'She is not use to cold weather.', better: 'She is not used to cold weather.' },
    { text: 'It took me a year to get use to the food.', better: 'It took me a year to get used to the food.' },
  ],
  counterExamples: [
    "I didn't use to like coffee.",
    'Did you use to play an instrument?',
    'This is the app I use to study.',
    'I use to-do lists at work.',
    'I used to play football when I was a child.',
    "I'm used to the noise now.",
    'What is the use of it?',
    // Ordinary sentences that look like the error and are right.
    'You can use this pen to sign.',
    'We use a knife to cut bread.',
    'I never use to-do lists.',
    'She uses this app to learn English.',
    'The knife my mother uses to cut bread is old.',
    'I downloaded an app that I use to study.',
    'The knife I use to cut bread was a gift from my mother.',
    'My teacher gave me a book that I use to practise grammar.',
    'Then I use to open the door with this key.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'use' || tokens[i + 1]?.lower !== 'to' || /\S/.test(t.post) || /\S/.test(tokens[i + 1]!.post)) return;
      const before = tokens[i - 1];
      const beforeThat = before?.lower === 'not' ? tokens[i - 2] : before;
      // "I'm use to the noise", 'get use to the food': accustomed, whatever follows.
      if (beforeThat && (BE_OR_GET.has(beforeThat.lower) || /['’](?:m|s|re)$/.test(beforeThat.lower))) {
        edits.push({ start: i, end: i + 1, to: 'used', ...because('used-to.accustomed') });
        return;
      }
      if (!before || TAKES_BASE.has(before.lower) || MODALS.has(before.lower) || has(before, 'Determiner') || closesRelativeClause(tokens, i)) return;
      // 'Did you use to play...?', 'Where did they use to live?': 'did' earlier in the clause takes the base form.
      if (clauseBefore(tokens, i).some((w) => DO_FORMS.has(w.lower))) return;
      // 'I use to play' as a past habit: a verb follows, and the sentence is in the past. After 'he', 'she' or one person
      // or thing ('My father use to smoke') 'use' is no present either ('uses to smoke' is no English): the past habit.
      // Only where the clause before 'use' is its subject alone: 'She use', 'My father use', 'Ana use'.
      const subject = clauseBefore(tokens, i);
      const isSubjectAlone = subject.length === 1 || (subject.length === 2 && (has(subject[0], 'Possessive') || has(subject[0], 'Determiner')));
      const isThirdSingular = isSubjectAlone && (['he', 'she', 'it'].includes(before.lower) || (has(before, 'Noun') && !has(before, 'Plural') && !has(before, 'Pronoun')));
      if (isBaseVerb(tokens[i + 2]) && (saysThePast(tokens, i) || isThirdSingular)) edits.push({ start: i, end: i + 1, to: 'used', ...because('used-to.habit') });
    });
    return edits;
  },
};
