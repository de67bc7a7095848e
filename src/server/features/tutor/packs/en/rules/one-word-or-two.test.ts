import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { oneWordOrTwo } from './one-word-or-two';

describe('one-word-or-two', () => {
  it.each([
    ['My brother reads alot of comics.', 'My brother reads a lot of comics.'],
    ['Inorder to pass, she studied every night.', 'In order to pass, she studied every night.'],
    ['We sang and danced aswell.', 'We sang and danced as well.'],
    ['He was tired, ofcourse.', 'He was tired, of course.'],
    ['The bus stops infront of the bank.', 'The bus stops in front of the bank.'],
    ['I painted the kitchen my self.', 'I painted the kitchen myself.'],
    ['The children dressed them selves.', 'The children dressed themselves.'],
    ['I cannot sleep with out music.', 'I cannot sleep without music.'],
    ['We thank them whole heartedly.', 'We thank them wholeheartedly.'],
    ['Noone answered the phone.', 'No one answered the phone.'],
    ['In deed, the plan worked.', 'Indeed, the plan worked.'],
    ['There fore we stayed inside.', 'Therefore we stayed inside.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, oneWordOrTwo)).toBe(right);
  });

  it.each([
    'My self-esteem grew at university.',
    'They went off with out-of-date maps.',
    'Every body of water here is protected.',
    'Some times of the year are busier.',
    'I do not eat meat any more.',
    'We tried everything at least once.',
    'How ever did you find us?',
    'She was honest in word and in deed.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, oneWordOrTwo)).toBe(sentence);
  });
});
