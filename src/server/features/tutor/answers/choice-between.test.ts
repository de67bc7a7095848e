/** A choice in the learner's life, weighed with them in their own words: the two actions read, questions about English left alone. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { findChoice } from './choice-between';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a choice between two things to do', () => {
  it.each([
    ['What do you think, should I learn German or focus on English?', 'learn German', 'focus on English'],
    ['Should I take my exam now or wait until summer?', 'take your exam now', 'wait until summer'],
    ['Do you think I should take the job or stay at university?', 'take the job', 'stay at university'],
    ['Should I call him or send a message?', 'call him', 'send a message'],
    ['Should I buy a car or a bike?', 'buy a car', 'buy a bike'],
    ['Is it better to study in the morning or at night?', 'study in the morning', 'study at night'],
    ['Is it better to rent or buy a flat?', 'rent', 'buy a flat'],
  ])('reads %j as %j or %j', (question, first, second) => {
    expect(findChoice(question)).toEqual({ first, second });
    expect(detectQuestion(question, teacherFor('sophia'))?.kind).toBe('choice');
  });

  it.each([
    'Should I use will or going to here?',
    "Should I say 'make' or 'do'?",
    'Should I go or not?',
    'Is it better in the morning or at night?',
    'I should learn German or focus on English.',
    'Should I write "Dear Sir" or "Hello"?',
    'Should I studying or working?',
  ])('finds no choice to weigh in %j', (question) => {
    expect(findChoice(question)).toBeNull();
  });

  it('leaves the choice to the learner and asks what each would give them, in their words', async () => {
    const reply = await conversationWith('sophia')('What do you think, should I learn German or focus on English?');
    expect(reply).toMatch(/What will you gain if you learn German, and what if you focus on English\?$/);
    expect(reply).not.toMatch(/not sure I can answer/);
  });
});
