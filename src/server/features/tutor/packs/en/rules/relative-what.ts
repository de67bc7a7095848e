/**
 * 'the report what you asked for' -> 'the report that you asked for', 'everything what he said' -> 'everything that he
 * said': after a noun, a relative clause opens with 'that' (or 'which', 'who'), never 'what', which already holds its
 * own noun ('what you asked for' = 'the thing that you asked for'). Many languages use one word for both (German
 * 'was', Russian 'что', Chinese 的), so the slip is common. Left alone where 'what' opens a question told or asked of
 * someone ('tell the children what you saw'), after nouns that take a question ('no idea what you mean', 'no matter
 * what you do') and in exclamations ('what a day').
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import { findLemma } from '../../../wordnet/find-lemma';
import { matchCase, POSSESSIVES, SUBJECT_PRONOUNS, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

/** Verbs whose object can be followed by a question: 'ask the teacher what to do', 'show me what you made'. */
const TELLS_SOMEONE = /^(?:ask|tell|told|show|teach|taught|remind|inform|warn|advise|explain|guess|know|knew|wonder|see|saw|seen|hear|heard)/;
/**
 * Verbs that take a person with 'with', 'to' or 'from' and then a question: 'check with the courier what went wrong',
 * 'explain to the family what we would do', 'find out from the manager what happened'.
 */
const ASKS_OR_TELLS_THROUGH = /^(?:check(?:s|ed|ing)?|confirm(?:s|ed|ing)?|clarif(?:y|ies|ied|ying)|discuss(?:es|ed|ing)?|agree(?:s|d|ing)?|explain(?:s|ed|ing)?|communicat(?:e|es|ed|ing)|describ(?:e|es|ed|ing)|mention(?:s|ed|ing)?|say|says|said|find|finds|found|learn(?:s|ed|t|ing)?|hear|hears|heard|ask(?:s|ed|ing)?|consult(?:s|ed|ing)?|report(?:s|ed|ing)?|admit(?:s|ted|ting)?|share(?:s|d)?|sharing)$/;
/** Verbs that reach a person with 'out' before the preposition: 'find out from the manager what', 'point out to them what'. */
const ASKS_OR_TELLS_OUT = /^(?:find|finds|found|finding|point|points|pointed|pointing)$/;
const PERSON_PREPOSITIONS = new Set(['with', 'to', 'from']);
/** Nouns a question can follow: 'any idea what', 'no matter what', 'the question what'. */
const TAKES_A_QUESTION = new Set(['idea', 'ideas', 'clue', 'matter', 'question', 'questions', 'doubt', 'problem', 'difference', 'decision', 'choice', 'notion', 'sense', 'way']);
const EVERY_ONE_WORDS = new Set(['everything', 'anything', 'something', 'nothing', 'all']);
const DETERMINERS = new Set(['the', 'this', 'that', 'these', 'those', ...POSSESSIVES]);

/** A verb that says the noun before 'what' did something: 'the noise what comes', 'the man what lived', 'the bus what is late'. */
const FINITE_OF_ONE = new Set(['is', 'was', 'has', 'had', 'can', 'could', 'will', 'would', 'makes', 'made']);
const isFiniteOfOne = (t: Token) => FINITE_OF_ONE.has(t.lower) || (has(t, 'Verb') && (has(t, 'PastTense') || (has(t, 'PresentTense') && /[^s]s$/.test(t.lower))));

/**
 * The clause after 'what' has its own subject, a pronoun or a noun phrase with a determiner ('the book what my sister
 * gave'), or 'what' is its subject, before a verb ('the noise what comes from the flat').
 */
const opensClause = (next: Token | undefined) => !!next && (SUBJECT_PRONOUNS.has(next.lower) || DETERMINERS.has(next.lower) || isFiniteOfOne(next));

/** A word WordNet knows as a noun: the tagger reads 'the book what...' as a command ('book!'), so it is not asked. */
const isNoun = (t: Token) => !has(t, 'Pronoun') && !!findLemma(t.lower, 'noun');
const isDescribing = (t: Token) => has(t, 'Adjective') || !!findLemma(t.lower, 'adjective');

/**
 * The noun ending at `end` with a determiner before it and at most two describing words between ('the report', 'my
 * old phone'): the index of the word before the phrase (-1 at the start), or null when there is no such phrase.
 */
function beforeNounPhrase(tokens: readonly Token[], end: number): number | null {
  if (!isNoun(tokens[end - 1]!)) return null;
  let i = end - 2;
  while (i >= end - 3 && i >= 0 && !DETERMINERS.has(tokens[i]!.lower) && isDescribing(tokens[i]!) && !/[,;:]/.test(tokens[i]!.post)) i--;
  return i >= 0 && DETERMINERS.has(tokens[i]!.lower) ? i - 1 : null;
}

export const relativeWhat: GrammarRule = {
  id: 'relative-what',
  family: 'relative-what',
  explanation: describeFamily('relative-what'),
  examples: [
    { text: 'This is the book what I bought yesterday.', better: 'This is the book that I bought yesterday.' },
    { text: 'Everything what he said was true.', better: 'Everything that he said was true.' },
    { text: 'I really liked the film what we saw on Friday.', better: 'I really liked the film that we saw on Friday.' },
    { text: 'Thank you for the advice what you gave me.', better: 'Thank you for the advice that you gave me.' },
    { text: 'The new phone what my brother bought is broken.', better: 'The new phone that my brother bought is broken.' },
    // 'what' as the subject of its clause.
    { text: 'We complained about the noise what comes from the bar.', better: 'We complained about the noise that comes from the bar.' },
    { text: 'I take the bus what goes to the station.', better: 'I take the bus that goes to the station.' },
    // After a place reached with 'to', the clause still tells which one.
    { text: 'I went to the shop what sells fresh bread.', better: 'I went to the shop that sells fresh bread.' },
    { text: 'I talked to the man what lives next door.', better: 'I talked to the man that lives next door.' },
  ],
  counterExamples: [
    'I have no idea what you mean.',
    'Do you have any idea what time it is?',
    'Tell the children what you saw.',
    'I asked the teacher what I should do.',
    'She showed her friends what she had made.',
    'No matter what you do, keep going.',
    'That is exactly what I wanted.',
    'We talked about what we should cook.',
    'I lost my keys, what a day!',
    'The question is what we do next.',
    'Guess what I found today.',
    'I know the answer, what about you?',
    'In my opinion what we need is more time.',
    'In the end what I want is a quiet life.',
    'This is the book that I bought yesterday.',
    'I asked the driver what was wrong.',
    'The question is what comes next.',
    'We never found out what happened to the old car.',
    // A person reached through 'with', 'to' or 'from', then the question the verb asks or tells.
    'I checked with the warehouse what happened to the order.',
    'We discussed with the team what we should change.',
    'I explained to the customer what we would do next.',
    'I found out from the manager what had happened.',
    'She agreed with her boss what the priorities were.',
    'I shared with the team what I had learned.',
    'Please point out to the manager what went wrong.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'what' || i === 0 || !opensClause(tokens[i + 1])) return;
      const before = tokens[i - 1]!;
      if (/\S/.test(before.post)) return; // 'my keys, what a day'
      if (EVERY_ONE_WORDS.has(before.lower)) {
        if (before.lower === 'all' && i >= 2) return; // 'we all what...' is rare and unclear
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, 'that'), ...because('relative-what.that') });
        return;
      }
      if (TAKES_A_QUESTION.has(before.lower)) return;
      const verb = beforeNounPhrase(tokens, i);
      if (verb === null || (verb >= 0 && TELLS_SOMEONE.test(tokens[verb]!.lower))) return;
      // 'I checked with the warehouse what happened': the person is reached through a preposition, the question is the verb's.
      const isOut = tokens[verb - 1]?.lower === 'out';
      const throughVerb = isOut ? tokens[verb - 2] : tokens[verb - 1];
      if (verb >= 1 && PERSON_PREPOSITIONS.has(tokens[verb]!.lower) && throughVerb && (isOut ? ASKS_OR_TELLS_OUT : ASKS_OR_TELLS_THROUGH).test(throughVerb.lower)) return;
      // 'In my opinion what we need is time': a phrase that opens the sentence sets the scene, and 'what we need' is the subject.
      if (verb >= 0 && has(tokens[verb]!, 'Preposition') && (verb === 0 || /[,;:.]/.test(tokens[verb - 1]!.post))) return;
      edits.push({ start: i, end: i + 1, to: matchCase(t.text, 'that'), ...because('relative-what.that') });
    });
    return edits;
  },
};
