/**
 * Sentences kept as tests and out of the rule records: each shares five words with a corpus the benches measure
 * on (JFLEG, COWS-L2H or WordNet's examples), and product code quotes none (../shared/hooks/bench-leaks.mjs).
 * They are checked the way rules.test.ts checks a record.
 */
import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import type { RuleExample } from '../../../grammar/grammar-rule';
import { englishRules } from '..';

const SENTENCES: Record<string, { examples?: readonly RuleExample[]; counterExamples?: readonly string[] }> = {
  'a-before-singular-noun': {
    examples: [
      { text: 'This is important thing.', better: 'This is an important thing.' },
    ],
    counterExamples: [
      'That was so unstable trip.', // 'such an unstable trip': more than an article
      'They had good reason to rejoice.', // 'reason' need not count
      'They will have better chance to win.', // 'a better chance' or 'better chances'?
    ],
  },
  'a-or-an': {
    examples: [
      { text: 'He is an good man.', better: 'He is a good man.' },
    ],
  },
  'a-with-plural': {
    examples: [
      { text: 'They now have a new leaders.', better: 'They now have a new leader.' },
      { text: 'A tonic syllables carries the main stress.', better: 'A tonic syllable carries the main stress.' },
    ],
    counterExamples: [
      // A word that is one thing in the dictionary ('omen' is no plural of 'oman').
      'He looked for an omen before going into battle.',
      // A plural describing the next noun, even one the tagger reads as a verb.
      'The banker who handles a rights offering agrees to buy any shares.',
      'We did it all in black and white in a very funky sixties style.',
    ],
  },
  'be-or-have': {
    counterExamples: [
      // Time someone has left, not an age.
      'I have two years left.',
      'I have two years left before I finish university.',
    ],
  },
  'be-with-base-verb': {
    counterExamples: [
      'The number would be decrease in the future.', // 'decrease' or 'be decreased'?
    ],
  },
  'countable-plural': {
    examples: [
      { text: 'I had lots of problem with maths.', better: 'I had lots of problems with maths.' },
    ],
    counterExamples: [
      'It gives us a lot of opportunity to think.',
      // Nouns with a sense that does not count.
      'She has a lot of class.',
    ],
  },
  'dependent-prepositions': {
    counterExamples: [
      // How long, not what for.
      'They do not like to wait much.',
      // 'contact' as a noun.
      'A teacher should make eye contact with the students.',
      'The pilot made contact with the base.',
      'Her fingers came in contact with the light switch.',
      // 'waiting' that describes a noun, an adverb or how long.
      "She found an old issue of the magazine in her dentist's waiting room.",
      'The actors were waiting offstage.',
      'They had to wait a generation for that prejudice to fade.',
      // 'as similar as possible' compares; 'consist in' means 'lie in'.
      'What does love consist in?',
    ],
  },
  'double-subject': {
    counterExamples: [
      // A noun with its own relative clause and no 'that' ('the book he wrote'): the noun's verb comes later.
      'The land he conquered comprised several provinces.',
      'The part he failed was the naming of state capitals.',
      'The amount he had in cash was insufficient.',
      // ... or a preposition left at the end of the clause.
      'The frustrating tsuris he subjected himself to.',
      // 'he' and 'she' stand for a person, 'it' for a thing.
      'The same homely dress she wore in the days of her peasanthood.',
      // 'The + comparative' pairs two clauses.
      'The less he knows the more positive he gets.',
    ],
  },
  'indirect-object': {
    counterExamples: [
      // 'you' starts what was said.
      "Let's say you had a lot of money.",
      // describe, introduce, mention and report take the person as their object.
      'He decided to reveal the details only after other sources had reported them incorrectly.',
    ],
  },
  'make-or-do': {
    counterExamples: [
      // 'do one's best' has no noun after 'best'; 'the best' + noun is made like any other thing.
      'She made the best score on compulsory figures.',
    ],
  },
  'modal-verbs': {
    counterExamples: [
      'Will computers depersonalize human interactions?', // the subject comes after the modal in a question
    ],
  },
  'plural-after-quantifier': {
    counterExamples: [
      'Both oil and coal are expensive.',
      // A group, a unit of weight or height, a plural without -s.
      'A heavy chap who must have weighed more than twenty stone.',
      'She was the mother of many offspring.',
      // 'both' after its noun, 'these' on its own: the next word is a verb.
      'When two nations both resort to nuclear deterrence the consequence could be mutual destruction.',
    ],
  },
  'subject-verb-agreement': {
    counterExamples: [
      // An irregular past the tagger reads as a present; a noun phrase with no verb.
      'He drew a circle around the points.',
      'A key factor in her success.',
      'The title track of the album.',
      'This opens up new possibilities.',
      'The Dutch are famous for their bicycles.',
      'The Hutus massacred the Tutsis.',
      // Phrases said on their own.
      'A field guide to mushrooms.',
      // 'lay' is also the past of 'lie', 'found' of 'find': a past, not a present missing its -s.
      'The sick man lay in bed all day.',
      'The body lay in a pool of blood.',
      'The sow overlay her piglets.',
      // The tagger's number is wrong; WordNet's word forms do not back it.
      'The opera was broadcast live.',
      'The semen begins to appear in males.',
      'The bronchus is situated distally.',
      'The awning extends several feet over the sidewalk.',
      'A score were sent out but only one returned.',
      // Two noun phrases joined by 'and' are one plural subject.
      'The predicted temperature and the actual temperature were markedly different.',
      'When she came back Sophie and Esther were sitting dejectedly in the kitchen.',
      // A noun describing the next noun, not a subject and its verb.
      'The lamb roast rotates on a spit over the fire.',
      'The advertising campaign put them out front in sales.',
      'Malaysian police crack down hard on drug smugglers.',
      // Phrases said on their own.
      'The wan light of dawn.',
      'The uppermost book in the pile.',
      'The largest drug bust yet.',
      'The downward pull of gravity.',
      'The eyelike gleam of two distant windows in the dark.',
      'The semi-prostrate evergreen, purple heather.',
      // 'I' after a name is a numeral; a pronoun after a verb or preposition is its object; 'The Times' is a title.
      'Constantine I is the eponym for Constantinople.',
      'There is no ground whatever for supposing it true.',
      'The Times is not the voice of New York.',
    ],
  },
  'tense-with-time-markers': {
    counterExamples: [
      // Another clause keeps its own time: what is still true now stays in the present.
      'This road is the same one we were on yesterday.',
    ],
  },
  'uncountable-nouns': {
    counterExamples: [
      // A verb is missing after 'to', not only the article.
      'Students need to a knowledge.',
      'He has a lot of useful information.',
      'The job requires a more specific knowledge than a degree gives.',
      'He introduced a wide vocabulary of techniques.',
      'They reached an accommodation with Japan.',
    ],
  },
  'verb-patterns': {
    counterExamples: [
      // An adjective, a particle or a noun after keep/consider, a passive, a British 'need' + -ing.
      'They hired hunters to keep down the deer population.',
      'He considered misrule a justification for revolution.',
      'I am not minded to answer any questions.',
      'Some people seem born to be leaders.',
    ],
  },
  'who-agreement': {
    examples: [
      { text: 'We need a person who are good with numbers.', better: 'We need a person who is good with numbers.' },
    ],
    counterExamples: [
      'We need a person who is good with numbers.',
    ],
  },
};

describe.each(Object.entries(SENTENCES))('%s', (id, { examples = [], counterExamples = [] }) => {
  const rule = englishRules.find((r) => r.id === id)!;

  it.each(examples.map((e) => [e.text, e.better]))('corrects %j', (text, better) => {
    expect(correctWithRule(text, rule)).toBe(better);
  });

  it.each(counterExamples)('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, rule)).toBe(sentence);
  });
});
