import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { questionWordOrder } from './question-word-order';

describe('question-word-order', () => {
  it.each([
    ['Where your parents live?', 'Where do your parents live?'],
    ['What time she starts work?', 'What time does she start work?'],
    ['Why they are angry?', 'Why are they angry?'],
    ['Where you went on holiday?', 'Where did you go on holiday?'],
    ['How long you have lived here?', 'How long have you lived here?'],
    ['How many brothers you have?', 'How many brothers do you have?'], // 'have' as the main verb takes 'do'
    ['What you have done?', 'What have you done?'],
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
    // 'How many people' is itself the subject.
    'How many people live in your city?',
    'How many students passed the exam?',
    'How much money is left?',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, questionWordOrder)).toBe(sentence);
  });
});
