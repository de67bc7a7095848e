/** A word said in syllables with its stress in capitals, asked about: how it is said, not a sentence's grammar. */
import { describe, expect, it } from 'vitest';
import { teacherFor } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';

describe('a word said in syllables and asked about', () => {
  it.each([
    ['I say com-for-TA-ble, is it correct?', 'comfortable'],
    ['is it DE-ve-lop or de-VE-lop?', 'develop'],
    ['pho-TO-graph, right?', 'photograph'],
  ])('%j asks how %s is said', (message, word) => {
    expect(detectQuestion(message, teacherFor('maya'))).toEqual({ kind: 'pronunciation', subject: word });
  });

  it.each(['I have a well-known T-shirt.', 'My mother-in-law is kind, is it correct?', 'Is the COVID-19 test free?'])('%j names no syllables', (message) => {
    expect(detectQuestion(message, teacherFor('maya'))?.kind).not.toBe('pronunciation');
  });
});
