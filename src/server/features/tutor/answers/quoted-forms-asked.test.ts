/** Two forms quoted in a question, with or without the words they share: asked as which one is right, never "corrected" in their quotes. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('two quoted forms asked about', () => {
  it('reads the words after the pair as part of both', () => {
    expect(detectQuestion('¿"fui" o "iba" a la playa cada verano?', teacherFor('lucia'))).toEqual({ kind: 'is-correct', subject: 'fui a la playa cada verano', other: 'iba a la playa cada verano' });
  });

  it('tells the two tenses apart, and quotes no half of a quotation back', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: '¿"fui" o "iba" a la playa cada verano?' }] });
    expect(reply).toMatch(/«Fui» es pretérito y «iba», imperfecto/);
    expect(reply).not.toMatch(/"\s*o'/);
  });

  it('reads "Is it better to say X or Y?" as two forms to choose between, whatever words they hold', () => {
    expect(detectQuestion('Is it better to say "I am writing to apply" or "I would like to apply"?', teacherFor('claire'))).toEqual({ kind: 'is-correct', subject: 'I am writing to apply', other: 'I would like to apply' });
  });

  it('calls neither of two right phrases wrong, and says what the check cannot promise', async () => {
    const reply = await askTutor({ slug: 'claire', messages: [{ role: 'user', content: 'Is it better to say "I am writing to apply" or "I would like to apply"?' }] });
    expect(reply).toMatch(/I can't spot a mistake I'm sure of in either 'I am writing to apply' or 'I would like to apply', though my check can miss a slip\./);
    expect(reply).toMatch(/Send me the whole sentence you'd use it in/);
  });

  it("answers '¿Por qué se dice X y no Y?' with the form that is right and why", async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: '¿Por qué se dice "me gusta" y no "yo gusto"?' }] });
    expect(reply).toMatch(/^Se dice «me gusta»\. 'Gustar' concuerda con lo que gusta/);
    expect(reply).not.toMatch(/Something to think about/);
  });
});

describe('a form or two asked about as learners write the question', () => {
  it.each([
    ['sophia', 'is correct "she don\'t like coffee"?', { kind: 'is-correct', subject: "she don't like coffee" }],
    ['sophia', 'Could you tell me if "I\'m looking forward to it" is correct?', { kind: 'is-correct', subject: "I'm looking forward to it" }],
    ['sophia', 'Is "people is" or "people are"?', { kind: 'is-correct', subject: 'people is', other: 'people are' }],
    ['sophia', 'how to say correctly: "I am agree" or "I agree"?', { kind: 'is-correct', subject: 'I am agree', other: 'I agree' }],
    ['sophia', 'what about "make a photo" or "take a photo"?', { kind: 'is-correct', subject: 'make a photo', other: 'take a photo' }],
    ['sophia', 'is it ok "I go" or "I went"?', { kind: 'is-correct', subject: 'I go', other: 'I went' }],
    ['lucia', 'entonces digo "soy cansada" o "estoy cansada"?', { kind: 'is-correct', subject: 'soy cansada', other: 'estoy cansada' }],
    ['sophia', 'what is the different between "cook" and "cooker"?', { kind: 'difference', subject: 'cook', other: 'cooker' }],
  ] as const)('%s reads %j', (slug, message, expected) => {
    expect(detectQuestion(message, teacherFor(slug))).toEqual(expected);
  });

  it('answers which of two forms is right', async () => {
    expect(await askTutor({ messages: [{ role: 'user', content: 'Is "people is" or "people are"?' }] })).toMatch(/'people are' is the right one/);
    expect(await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: 'entonces digo "soy cansada" o "estoy cansada"?' }] })).toMatch(/^Se dice «estoy cansada»/);
  }, 20_000);
});

describe('a form asked about with why, or with what it is meant for', () => {
  it("answers 'why we say \"people are\" and not \"people is\"?' with the right one", async () => {
    expect(detectQuestion("why we say 'people are' and not 'people is'?", teacherFor('sophia'))).toEqual({ kind: 'is-correct', subject: 'people are', other: 'people is' });
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: "why we say 'people are' and not 'people is'?" }] });
    expect(reply).toMatch(/'people are' is the right one/);
    expect(reply).not.toMatch(/not sure, so I'm curious/);
  });

  it("reads 'is it correct \"I am boring\" when I have nothing to do?' as the words quoted, not a dodge", async () => {
    expect(detectQuestion("is it correct 'I am boring' when I have nothing to do?", teacherFor('sophia'))).toMatchObject({ kind: 'is-correct', subject: 'I am boring' });
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: "is it correct 'I am boring' when I have nothing to do?" }] });
    expect(reply).toMatch(/'I am bored' is better/);
    expect(reply).not.toMatch(/not sure, so I'm curious/);
  });

  it('leaves a question that only quotes a word', () => {
    expect(detectQuestion("Why do people say 'cheers' in England?", teacherFor('sophia'))?.kind).not.toBe('is-correct');
  });
});

describe('a sentence of the learner\'s own shown to be looked at', () => {
  it.each([
    ['here is my first sentence: "I am writing to apply for the job of receptionist."', 'I am writing to apply for the job of receptionist'],
    ["This is my last sentence: I look forward to hearing from you.", 'I look forward to hearing from you'],
  ])('%j is checked as a sentence', (message, subject) => {
    expect(detectQuestion(message, teacherFor('claire'))).toEqual({ kind: 'is-correct', subject });
  });

  it('is never praised unchecked as a topic ("Your first sentence sounds really interesting")', async () => {
    const reply = await askTutor({ slug: 'claire', messages: [{ role: 'user', content: 'here is my first sentence: "I saw the advert in your website."' }] });
    expect(reply).toMatch(/on your website/);
    expect(reply).not.toMatch(/sounds really interesting/);
  });

  it.each(['Here is my sentence.', 'This is my first sentence in English!', 'This is my first sentence, so please be kind with me.'])('%j shows no sentence', (message) => {
    expect(detectQuestion(message, teacherFor('claire'))?.kind).not.toBe('is-correct');
  });
});
