import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { modalVerbs } from './modal-verbs';

describe('modal-verbs', () => {
  it.each([
    ['You must to see this film.', 'You must see this film.'],
    ['He can cooks very well.', 'He can cook very well.'],
    ['They should to try again.', 'They should try again.'],
    ["She doesn't wants to come.", "She doesn't want to come."],
    ['Did you saw the match?', 'Did you see the match?'],
    ['They might went home early.', 'They might go home early.'],
    // A participle with no object is a passive missing 'be'; after a person, the base form.
    ['The room will cleaned tomorrow.', 'The room will be cleaned tomorrow.'],
    ['This problem can solved easily.', 'This problem can be solved easily.'],
    ['He should studied more.', 'He should study more.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, modalVerbs)).toBe(right);
  });

  it.each([
    'You ought to rest.',
    'I have to work tomorrow.',
    'She can be very funny.',
    'I did my best.',
    'We will have finished by then.',
    'She spoke about may different things.',
    'You may fell tired after the long flight.', // 'feel' or 'fall'? A guess.
    'You may feel tired after the long flight.',
    'Will computers depersonalize human interactions?', // the subject comes after the modal in a question
    'An unbending will to win.', // 'will' the noun
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, modalVerbs)).toBe(sentence);
  });
});
