import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { subjectVerbAgreement } from './subject-verb-agreement';

describe('subject-verb-agreement', () => {
  it.each([
    ['My cousin play the guitar.', 'My cousin plays the guitar.'],
    ['He watch TV every night.', 'He watches TV every night.'],
    ["My dog don't like cats.", "My dog doesn't like cats."],
    ['We has a big garden.', 'We have a big garden.'],
    ['The people was angry.', 'The people were angry.'],
    ['There is three rooms in my flat.', 'There are three rooms in my flat.'],
    ['When it rains, my brother take the bus.', 'When it rains, my brother takes the bus.'],
    // 'and' joining two clauses: the second has its own subject.
    ['I stay at home and my brother go to work.', 'I stay at home and my brother goes to work.'],
    ['She likes it and he have a car.', 'She likes it and he has a car.'],
    // Indefinite pronouns are one person.
    ['Everybody have a phone.', 'Everybody has a phone.'],
    ['Nobody know the answer.', 'Nobody knows the answer.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, subjectVerbAgreement)).toBe(right);
  });

  it.each([
    'Does she like tea?',
    'Let it go.',
    'My brother and I play chess on Sundays.',
    'There is a lot of traffic today.',
    'If I were you, I would call her.',
    "She and I are neighbours.",
    'The young are often braver than the old.',
    'Its engine part is new.',
    'He often walked home.',
    // Past context: 'asked' or 'asks'? Not said.
    'When I went to the bank, the clerk give me the wrong form.',
    'Last year my uncle visit us twice.',
    // A group of people takes either verb in British English.
    'My family have lived here for years.',
    'The government have promised new schools.',
    'The youth have less pressure than before.',
    'The team are playing well this season.',
    'My family lives in Madrid.',
    'The data show a clear trend.',
    'The mitochondria produce energy for the cell.',
    'The criteria are very strict.',
    // The past of 'let', 'put', 'cut' looks like the present.
    'She let me borrow her car.',
    'He put the keys on the table.',
    // An irregular past the tagger reads as a present; a noun phrase with no verb.
    'He drew a circle around the points.',
    'She awoke early.',
    'A key factor in her success.',
    'The title track of the album.',
    'This opens up new possibilities.',
    'The Dutch are famous for their bicycles.',
    'The Beatles were a band from Liverpool.',
    'These species do not mix.',
    'The Hutus massacred the Tutsis.',
    'Muslims avoid pork.',
    'Her clothes were dirty.',
    // Phrases said on their own.
    'A field guide to mushrooms.',
    'A kitchen full of gadgets.',
    'Her lovely smile.',
    // Two subjects joined by 'and' take a plural verb.
    'My brother and his wife live in Paris.',
    'She and her sister are twins.',
    'The teacher and the students were in the hall.',
    // 'lay' is also the past of 'lie', 'found' of 'find': a past, not a present missing its -s.
    'The sick man lay in bed all day.',
    'He lay awake all night.',
    'She lay on the sofa all afternoon.',
    'The body lay in a pool of blood.',
    'The sow overlay her piglets.',
    // The tagger's number is wrong; WordNet's word forms do not back it.
    'Her blouse was very pretty.',
    'The opera was wonderful.',
    'The opera was broadcast live.',
    'The dice are on the table.',
    'The cattle eat grass.',
    'The shingles were old.',
    'Our troops were tired.',
    'The semen begins to appear in males.',
    'The bronchus is situated distally.',
    'The awning extends several feet over the sidewalk.',
    'A score were sent out but only one returned.',
    // Two noun phrases joined by 'and' are one plural subject.
    'The predicted temperature and the actual temperature were markedly different.',
    'When she came back Sophie and Esther were sitting dejectedly in the kitchen.',
    'You may copy it provided the copyright notice and this notice are preserved.',
    'You must say that the Library and its use are covered by this License.',
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
    'The Times is a good newspaper.',
    'The Times is not the voice of New York.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, subjectVerbAgreement)).toBe(sentence);
  });
});
