import { describe, expect, it } from 'vitest';
import { askedAbout, sentenceToldAbout } from './told-in-own-words';

describe('sentenceToldAbout', () => {
  const told = ['I am from China, I work in a bank.', 'I go to a conference in Singapore next month and I hate small talk.', 'I failed two times before. This is my third try.'];

  it.each([
    ['Can you remember where I am going next month?', 'I go to a conference in Singapore next month and I hate small talk.'],
    ['Do you remember how many times I failed?', 'I failed two times before.'],
    ['Do you remember which conference I go to?', 'I go to a conference in Singapore next month and I hate small talk.'],
  ])('%j is the learner\'s own sentence', (question, sentence) => {
    expect(sentenceToldAbout(question, told)).toBe(sentence);
  });

  it.each([
    'Do you remember my sister\'s name?', // never told
    'What do you remember about me?', // no words of its own: the facts kept answer it
    'Do you remember what I ate next week?', // 'next' alone is chance
  ])('%j finds none', (question) => {
    expect(sentenceToldAbout(question, told)).toBeNull();
  });

  it('leaves the question words out of what is asked about', () => {
    expect(askedAbout('Can you remember where I am going next month?')).toEqual(['go', 'next', 'month']);
    expect(askedAbout('¿Te acuerdas de cómo se llama mi perro?')).toEqual(['llama', 'perro']);
  });
});
