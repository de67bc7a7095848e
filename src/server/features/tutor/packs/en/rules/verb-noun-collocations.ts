/**
 * A noun that takes its own verb, not 'make' or 'do' ('hacer una foto' -> 'take a photo', 'faire une fête' -> 'have a
 * party', 'fazer uma pergunta' -> 'ask a question', 'make a hike' -> 'go on a hike'). The nouns and their verbs are
 * words/verb-noun-collocations.json; 'make' and 'do' keep their form ('made' -> 'took', 'doing' -> 'having').
 * 'make a trip' is heard too but 'take a trip' and 'go on a trip' are what learners are taught; 'make time for a walk' is left.
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import collocations from '../words/verb-noun-collocations.json';
import { because, describeFamily } from '../because';
import { isToldInThePast } from './subject-verb-agreement';

const VERB_FOR: Readonly<Record<string, string>> = collocations.nouns;
/** Each form of 'make' and 'do', and the same form of the verbs put in their place. */
const FORMS: Readonly<Record<string, { form: 'base' | 'third' | 'past' | 'participle' | 'gerund' }>> = {
  make: { form: 'base' }, do: { form: 'base' }, makes: { form: 'third' }, does: { form: 'third' }, made: { form: 'past' }, did: { form: 'past' }, done: { form: 'participle' }, making: { form: 'gerund' }, doing: { form: 'gerund' },
};
const FORMS_OF: Readonly<Record<string, Readonly<Record<'base' | 'third' | 'past' | 'participle' | 'gerund', string>>>> = {
  take: { base: 'take', third: 'takes', past: 'took', participle: 'taken', gerund: 'taking' },
  have: { base: 'have', third: 'has', past: 'had', participle: 'had', gerund: 'having' },
  ask: { base: 'ask', third: 'asks', past: 'asked', participle: 'asked', gerund: 'asking' },
  'go on': { base: 'go on', third: 'goes on', past: 'went on', participle: 'gone on', gerund: 'going on' },
};
const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'your', 'his', 'her', 'our', 'their', 'some', 'many', 'lots', 'of', 'nice', 'big', 'long', 'short', 'quick', 'good', 'great', 'lot', 'few', 'two', 'three', 'this', 'that']);

const AFTER_NOUN = new Set(['in', 'at', 'on', 'for', 'with', 'to', 'of', 'during', 'yesterday', 'last', 'this', 'every', 'and', 'but', 'because', 'so', 'together', 'alone', 'today', 'tomorrow', 'tonight', 'now', 'before', 'after', 'about', 'near', 'around', 'there', 'here', 'again', 'please']);

/** Subjects a finite verb follows straight ('we make'): only then may a present in a past story become a past. */
const SUBJECTS = new Set(['i', 'we', 'they', 'he', 'she', 'you', 'it']);
/** Words that keep a present in the present ('now I make a shower'). */
const NOW_WORDS = /\b(?:now|today|every|usually|always|often|sometimes)\b/;

export const verbNounCollocations: GrammarRule = {
  id: 'verb-noun-collocations',
  family: 'verb-noun-collocations',
  explanation: describeFamily('verb-noun-collocations'),
  examples: [
    { text: 'We will make a hike in the mountains.', better: 'We will go on a hike in the mountains.' },
    { text: 'Can I make a question?', better: 'Can I ask a question?' },
    { text: 'I made a lot of photos in Rome.', better: 'I took a lot of photos in Rome.' },
    // A present 'make' in a story told in the past takes the past of the right verb.
    { text: 'Last weekend we went to the lake and we make a barbecue.', better: 'Last weekend we went to the lake and we had a barbecue.' },
    { text: 'We did a party for my birthday.', better: 'We had a party for my birthday.' },
    { text: 'Every morning I make a shower.', better: 'Every morning I take a shower.' },
    { text: 'I am doing a break now.', better: 'I am taking a break now.' },
  ],
  counterExamples: [
    'I took a photo of the bridge.',
    'She made a cake for the party.',
    'I made time for a walk.',
    'They made the test harder this year.',
    'Can I ask a question?',
    'Did the tour guide speak English?',
    'We had a party last night.',
    // Ordinary sentences that look like the error and are right.
    'I made a reservation for dinner.',
    'He does his homework after school.',
    // A base form after 'to', a modal or 'didn't' stays a base form in a past story.
    'Yesterday I wanted to take a photo of the bridge.',
    'Last weekend we went to the lake to have a barbecue.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const form = FORMS[t.lower];
      if (!form) return;
      let at = i + 1;
      while (DETERMINERS.has(tokens[at]?.lower ?? '')) at++;
      const noun = tokens[at];
      const verb = noun ? VERB_FOR[noun.lower] : undefined;
      // 'made the test harder': the noun is an object that something is done to, not the activity.
      if (!noun || !verb || at === i + 1 || tokens.slice(i, at).some((x) => /[,;:.!?]/.test(x.post))) return;
      // The noun ends its phrase ('a photo of the bridge', 'a party for my birthday'): not 'Did the tour guide speak?'.
      const after = tokens[at + 1];
      if (after && !/[,;:.!?]/.test(noun.post) && !AFTER_NOUN.has(after.lower)) return;
      // 'Last weekend we went to the lake and we make a barbecue': in a story told in the past, the present is a slip too ('had').
      // Only a finite verb straight after its subject ('we make'), never after 'to', a modal or 'didn't' ('didn't make' -> 'didn't take').
      const isPresent = form.form === 'base' || form.form === 'third';
      const followsSubject = SUBJECTS.has(tokens[i - 1]?.lower ?? '');
      const wanted = isPresent && followsSubject && isToldInThePast(tokens, i) && !NOW_WORDS.test(tokens.map((x) => x.lower).join(' ')) ? 'past' : form.form;
      edits.push({ start: i, end: i + 1, to: matchCase(t.text, FORMS_OF[verb]![wanted]), ...because('verb-noun-collocations.verb', { noun: noun.lower, verb }) });
    });
    return edits;
  },
};
