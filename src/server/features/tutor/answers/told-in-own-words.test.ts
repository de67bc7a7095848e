import { describe, expect, it } from 'vitest';
import { askedAbout, rememberedSentence, sentenceToldAbout } from './told-in-own-words';
import { conversationWith } from '../tutor-test-helpers';

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

describe('a sentence of theirs remembered', () => {
  it.each([
    ['my daughter is 6 years old', 'Yes, I remember: you told me your daughter is 6 years old.'],
    ["I'm moving to Leeds in May.", 'Yes, I remember: you told me you are moving to Leeds in May.'],
    ['I was born in a small village near the sea', 'Yes, I remember: you told me you were born in a small village near the sea.'],
    ['I’m going to Paris next month.', 'Yes, I remember: you told me you are going to Paris next month.'],
    ['Maria is my best friend from school.', 'Yes, I remember: you told me Maria is your best friend from school.'],
    ['Next month we are moving to Leeds.', 'Yes, I remember: you told me next month you are moving to Leeds.'],
    ['I lived in the US for two years', 'Yes, I remember: you told me you lived in the US for two years.'],
  ])('%j is said back in her words', (sentence, said) => {
    expect(rememberedSentence(sentence)).toBe(said);
  });
  it('one that talks to her is quoted as written', () => {
    expect(rememberedSentence('I told you my sister is a nurse')).toBe('Yes, I remember: you told me, "I told you my sister is a nurse."');
  });
});

describe('recall of what they told', () => {
  it('of a hobby, their likes; of their daughter, their sentence about her', async () => {
    const say = conversationWith('sophia', 'Daily Life');
    await say('my daughter is 6 years old');
    await say('I like dancing salsa and playing guitar');
    expect(await say('what did I tell you about my hobby?')).toMatch(/remember: you like dancing salsa and playing guitar\./);
    expect(await say('what did I tell you about my daughter?')).toContain('you told me your daughter is 6 years old.');
  }, 30_000);
});
