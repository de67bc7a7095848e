/** A phrase asked in a language the teacher does not teach: said honestly, never taken for thanks. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a phrase in another language', () => {
  it.each(["How do you say 'thank you' in Japanese?", 'What is "good morning" in French?', 'How can I say hello in Korean?'])('%j is one', (question) => {
    expect(detectQuestion(question, teacherFor('sophia'))?.kind).toBe('other-language');
  });

  it.each(['How do you say "awkward" in Spanish?', 'What is the word for this in English?', 'I speak Japanese at home.'])('%j is not', (message) => {
    expect(detectQuestion(message, teacherFor('sophia'))?.kind).not.toBe('other-language');
  });

  it('is answered honestly, with the English, and not as thanks', async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: "How do you say 'thank you' in Japanese?" }] });
    expect(reply).toMatch(/rather not guess at Japanese.*In English, you say 'thank you'\. What made you want to learn some Japanese\?$/);
    expect(reply).not.toMatch(/welcome|pleasure/i);
  });
});

describe('a place the learner plans to visit, asked of the teacher', () => {
  it('is asked back about as a trip to come, not one to look back on', async () => {
    const say = conversationWith('sophia');
    await say('I want to go to Japan next year.');
    expect(await say('Have you been to Japan?')).toMatch(/looking forward to about Japan\?$/);
    const back = conversationWith('sophia');
    await back('I went to Japan last year.');
    expect(await back('Have you been to Japan?')).toMatch(/What did you like most about Japan\?$/);
  }, 20_000);
});
