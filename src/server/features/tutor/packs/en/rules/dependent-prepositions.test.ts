import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { dependentPrepositions } from './dependent-prepositions';

describe('dependent-prepositions', () => {
  it.each([
    ['He got married with his girlfriend.', 'He got married to his girlfriend.'],
    ['Let us discuss about your plans.', 'Let us discuss your plans.'],
    ['Everything depends of you.', 'Everything depends on you.'],
    ['We are proud for our son.', 'We are proud of our son.'],
    ['I always listen the radio.', 'I always listen to the radio.'],
    ['Please wait me here.', 'Please wait for me here.'],
    ['We waited the bus for an hour.', 'We waited for the bus for an hour.'],
    ['I am waiting my friend.', 'I am waiting for my friend.'],
    ['She entered in the classroom.', 'She entered the classroom.'],
    ['I contacted with him yesterday.', 'I contacted him yesterday.'],
    ['You should contact with the manager.', 'You should contact the manager.'],
    ['Please contact with me.', 'Please contact me.'],
    ['I want to contact with him.', 'I want to contact him.'],
    ['The team consists in five players.', 'The team consists of five players.'],
    ['It is similar as mine.', 'It is similar to mine.'],
    ['She was waiting her sister outside.', 'She was waiting for her sister outside.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, dependentPrepositions)).toBe(right);
  });

  it.each([
    'I am married to Tom.',
    'We discussed the plan.',
    'I listen to podcasts.',
    'It depends on the weather.',
    'She is good at tennis.',
    'I will wait here.',
    // How long, not what for.
    'They do not like to wait much.',
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
    'A teacher should make eye contact with the students.',
    'The pilot made contact with the base.',
    'Her fingers came in contact with the light switch.',
    'We stay in close contact with them.',
    // 'waiting' that describes a noun, an adverb or how long.
    "She found an old issue of the magazine in her dentist's waiting room.",
    'He was in a waiting room at the station.',
    'We joined the waiting list.',
    'The actors were waiting offstage.',
    'We waited outside.',
    'They waited together.',
    'They had to wait a generation for that prejudice to fade.',
    'She waited a lifetime for this.',
    // 'as similar as possible' compares; 'consist in' means 'lie in'.
    'So, if you want your system to be as similar as possible to a newly installed squeeze system, sync these files.',
    'What does love consist in?',
    'Happiness consists in helping others.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, dependentPrepositions)).toBe(sentence);
  });
});
