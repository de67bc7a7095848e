import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { whoAgreement } from './who-agreement';

describe('who-agreement', () => {
  it.each([
    ['We need a person who are good with numbers.', 'We need a person who is good with numbers.'],
    ['I have a friend who have three dogs.', 'I have a friend who has three dogs.'],
    ['Every student who don\'t study will fail.', 'Every student who doesn\'t study will fail.'],
    ['She met an old man who were lost.', 'She met an old man who was lost.'],
    ['I have a cousin who work in a bank.', 'I have a cousin who works in a bank.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, whoAgreement)).toBe(right);
  });

  it.each([
    'I have friends who are doctors.',
    'We need a person who is good with numbers.',
    'He is one of the people who are always late.',
    'We have a team who are all volunteers.',
    'Ask the man who was here.',
    'I have a cousin who worked in a bank.',
    'A friend who can drive will help.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, whoAgreement)).toBe(sentence);
  });
});
