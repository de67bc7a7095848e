/** Words that take one preposition (or none): married to, discuss it, depend on, listen to, interested in. */
import { verbForms } from '../../../grammar/verb-forms';
import { has, type Token } from '../../../grammar/tag-sentence';
import { MODALS, subjectEndingAt, SUBJECT_PRONOUNS, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import dependentPrepositionsWords from '../words/dependent-prepositions.json';
import peopleWords from '../words/people.json';
import { because, describeFamily } from '../because';

/**
 * word (or verb lemma) + wrong preposition -> right preposition ('' when the word takes none). 'enter' loses
 * only 'in': 'enter into an agreement', 'enter into politics' are right.
 */
/** 'married with two kids', 'with three children', 'with a young son': with the family, not to a person. */
const FAMILY_AFTER_WITH = /^(?:(?:a|an|one|two|three|four|five|six|no|young|little|small|grown|\d+)\s+)*(?:young |little |small |grown )?(?:kids?|children|child|sons?|daughters?|babies|baby|family|twins)\b/;
/** A building or a stop named ('Heathrow Airport', 'Central Station'): arrived at, not in. */
const BUILDING_WORDS = /^(?:airport|station|hotel|house|office|hospital|school|university|museum|centre|center|mall|port|terminal|stadium|gate)$/;
/** 'is/was/got/get married to': only after 'be' or 'get' is 'married' the word that takes 'to'. */
const BE_OR_GET = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', "'m", "'s", "'re", 'get', 'got', 'gets', 'getting', 'gotten', 'not']);
const PAIRS: ReadonlyArray<{ word: string; wrong: readonly string[]; right: string; isVerb?: boolean }> = dependentPrepositionsWords;
/** Verbs that need a preposition the learner left out: 'listen music' -> 'listen to music', 'wait him' -> 'wait for him'. */
const MISSING: ReadonlyArray<{ verb: string; add: string }> = [
  { verb: 'listen', add: 'to' }, { verb: 'wait', add: 'for' }, { verb: 'apologize', add: 'for' }, { verb: 'apologise', add: 'for' },
];
/** One apologizes 'to' a person and 'for' a thing: 'I apologized him' wants 'to'. */
const APOLOGIZE = new Set(['apologize', 'apologise']);
const PEOPLE: ReadonlySet<string> = new Set([...peopleWords, 'customer', 'guest', 'client', 'teacher', 'neighbour', 'neighbor']);
const PERSON_PRONOUNS = new Set(['me', 'you', 'him', 'her', 'us', 'them']);
const isPerson = (t: Token | undefined, after: Token | undefined) =>
  !!t && (PERSON_PRONOUNS.has(t.lower) || (['my', 'the', 'his', 'her', 'our', 'their', 'your', 'a', 'an'].includes(t.lower) && !!after && (PEOPLE.has(after.lower) || PEOPLE.has(after.lower.replace(/s$/, '')))) || (has(t, 'ProperNoun') && has(t, 'Person')));
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
  id: 'dependent-prepositions',
  family: 'dependent-prepositions',
  // Three kinds of change, each measured apart: a preposition swapped ('married with' -> 'to'), one taken out ('discuss
  // about'), one put in ('listen the radio' -> 'listen to').
  subFamilies: ['dependent-prepositions-none', 'dependent-prepositions-missing'],
  explanation: describeFamily('dependent-prepositions'),
  examples: [
    { text: 'He got married with his girlfriend.', better: 'He got married to his girlfriend.' },
    { text: 'I arrived to Paris last Monday.', better: 'I arrived in Paris last Monday.' },
    { text: 'We arrived to the station late.', better: 'We arrived at the station late.' },
    { text: "I arrived to John's house at six.", better: "I arrived at John's house at six." },
    { text: 'We arrived to New York at night.', better: 'We arrived in New York at night.' },
    { text: 'We arrived to Heathrow Airport late.', better: 'We arrived at Heathrow Airport late.' },
    { text: "I'm married with Tom.", better: "I'm married to Tom." },
    { text: 'I am happily married with Tom.', better: 'I am happily married to Tom.' },
    { text: 'Let us discuss about your plans.', better: 'Let us discuss your plans.' },
    { text: 'Everything depends of you.', better: 'Everything depends on you.' },
    { text: 'We are proud for our son.', better: 'We are proud of our son.' },
    { text: 'I always listen the radio.', better: 'I always listen to the radio.' },
    { text: 'Please wait me here.', better: 'Please wait for me here.' },
    { text: 'We waited the bus for an hour.', better: 'We waited for the bus for an hour.' },
    { text: 'I am waiting my friend.', better: 'I am waiting for my friend.' },
    { text: 'She entered in the classroom.', better: 'She entered the classroom.' },
    { text: 'I contacted with him yesterday.', better: 'I contacted him yesterday.' },
    { text: 'You should contact with the manager.', better: 'You should contact the manager.' },
    { text: 'Please contact with me.', better: 'Please contact me.' },
    { text: 'I want to contact with him.', better: 'I want to contact him.' },
    { text: 'The team consists in five players.', better: 'The team consists of five players.' },
    { text: 'It is similar as mine.', better: 'It is similar to mine.' },
    { text: 'She was waiting her sister outside.', better: 'She was waiting for her sister outside.' },
    // 'to' a person, 'for' a thing.
    { text: 'I apologized him for the mistake.', better: 'I apologized to him for the mistake.' },
    { text: 'She apologised the customer.', better: 'She apologised to the customer.' },
    { text: 'We apologized the delay.', better: 'We apologized for the delay.' },
  ],
  counterExamples: [
    'I am married to Tom.',
    // With the family they have, not to a person; and the verb 'marry' is not this family's.
    "I'm married with two kids, a boy and a girl.",
    'They are married with three children now.',
    'We discussed the plan.',
    'I listen to podcasts.',
    'It depends on the weather.',
    'She is good at tennis.',
    'I will wait here.',
    // How long, not what for.
    'Please wait a moment.',
    'We had to wait two hours at the airport.',
    'I waited a long time for the bus.',
    'Wait a second, I am coming.',
    "I can't wait any longer.",
    'They waited ages for a table.',
    'I waited an hour in the rain.',
    "Let's wait a few days before deciding.",
    'I listen every morning.',
    // 'enter into' an agreement or a field is right.
    'He entered into an agreement with the bank.',
    'She wants to enter into politics.',
    // 'contact' as a noun.
    'We came into contact with a new culture.',
    'I am in contact with my old teacher.',
    'I lost contact with my old friends.',
    'Please keep in contact with me.',
    'I made contact with the company.',
    'We stay in close contact with them.',
    // 'waiting' that describes a noun, an adverb or how long.
    'He was in a waiting room at the station.',
    'We joined the waiting list.',
    'We waited outside.',
    'They waited together.',
    'She waited a lifetime for this.',
    // 'as similar as possible' compares; 'consist in' means 'lie in'.
    'So, if you want your system to be as similar as possible to a newly installed squeeze system, sync these files.',
    'Happiness consists in helping others.',
    // Ordinary sentences that look like the error and are right.
    'She is interested in art.',
    'We arrived at the station early.',
    'He is afraid of dogs.',
    'My brother does not like to walk much.',
    'Good speakers keep eye contact with the audience.',
    'The ship lost contact with the harbour.',
    'His hand was in contact with the hot pan.',
    'We sat in the waiting area of the clinic for an hour.',
    'The guests were waiting outside.',
    'The town waited a decade for the new bridge to open.',
    'Where does true happiness consist in?',
  ],
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
      // 'married with two kids' is right (with children); 'I married with her' takes no preposition at all, only 'be' or
      // 'get married' takes 'to': both are left alone.
      const beforeMarried = tokens[i - 1]?.lower === 'happily' || /ly$/.test(tokens[i - 1]?.lower ?? '') ? tokens[i - 2] : tokens[i - 1];
      const isAfterBeOrGet = BE_OR_GET.has(beforeMarried?.lower ?? '') || /(?:'m|'s|'re|’m|’s|’re)$/.test(beforeMarried?.lower ?? '');
      const isMarriedWithFamilyOrVerb = pair?.word === 'married' && (FAMILY_AFTER_WITH.test(tokens.slice(i + 2, i + 5).map((x) => x.lower).join(' ')) || !isAfterBeOrGet);
      if (pair && !isComparison && !isLieIn && !isMarriedWithFamilyOrVerb && !(pair.word === 'good' && !SKILLS_AFTER_GOOD.test(tokens[i + 2]?.lower ?? ''))) {
        // 'arrive to Paris' -> 'in Paris': a city or a country takes 'in'; a building, a stop or someone's house takes 'at'.
        const placeEnd = has(tokens[i + 3], 'ProperNoun') ? tokens[i + 3] : tokens[i + 2];
        const isTownOrCountry = (has(tokens[i + 2], 'Place') || has(tokens[i + 3], 'Place')) && !has(tokens[i + 2], 'Possessive') && !BUILDING_WORDS.test(placeEnd?.lower ?? '');
        const to = pair.word === 'arrive' && isTownOrCountry ? 'in' : pair.right;
        const reason = pair.right === '' ? because('dependent-prepositions.none', { verb: lemma, wrong: next.lower }) : because('dependent-prepositions.other', { word: pair.word, right: pair.right, wrong: next.lower });
        edits.push({ start: i + 1, end: i + 2, to, ...reason, ...(pair.right === '' ? { rule: 'dependent-prepositions-none' } : {}) });
        return;
      }
      const missing = MISSING.find((m) => lemma === m.verb && has(t, 'Verb'));
      const isObject = has(next, 'Noun') && !has(next, 'Date') && !['here', 'there', 'home', 'now', 'today'].includes(next.lower) || has(next, 'Determiner') || has(next, 'Possessive');
      // 'her dentist's waiting room', 'waiting offstage': after a determiner the -ing word describes the noun, and a bare
      // singular noun ('room', 'offstage') is no object; 'wait two summers for the apples': how long, then what for.
      const describesNoun = has(tokens[i - 1], 'Determiner') || has(tokens[i - 1], 'Possessive') || has(tokens[i - 1], 'Adjective') || /'s$/.test(tokens[i - 1]?.lower ?? '');
      const isBareSingular = has(next, 'Noun') && has(next, 'Singular') && !has(next, 'Uncountable') && !has(next, 'Pronoun') && !has(next, 'ProperNoun');
      // 'I apologized him for the mistake': a person is apologized to, whatever it was for.
      const isApologyToPerson = !!missing && APOLOGIZE.has(missing.verb) && isPerson(next, tokens[i + 2]);
      if (missing && isObject && !describesNoun && !isBareSingular && (isApologyToPerson || !hasLaterFor(tokens, i + 2)) && !has(next, 'Preposition') && next.lower !== missing.add && !has(next, 'Adverb') && !isTimeAfter(tokens, i + 1)) {
        const add = isApologyToPerson ? 'to' : missing.add;
        edits.push({ start: i + 1, end: i + 1, to: add, ...because('dependent-prepositions.missing', { verb: missing.verb, add }), rule: 'dependent-prepositions-missing' });
      }
    });
    return edits;
  },
};
