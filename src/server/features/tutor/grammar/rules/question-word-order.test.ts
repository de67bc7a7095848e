import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule';
import { questionWordOrder } from './question-word-order';

describe('question-word-order', () => {
  it.each([
    ['Where your parents live?', 'Where do your parents live?'],
    ['What time she starts work?', 'What time does she start work?'],
    ['Why they are angry?', 'Why are they angry?'],
    ['Where you went on holiday?', 'Where did you go on holiday?'],
    ['How long you have lived here?', 'How long have you lived here?'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, questionWordOrder)).toBe(right);
  });

  it.each([
    'Where do you live?',
    'Who lives here?',
    'What happened?',
    'Why is she sad?',
    'I know where you live.',
    'What do you want for dinner?',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, questionWordOrder)).toBe(sentence);
  });
});
