/** 'Why do we say "an hour" but "a house"?': 'a' or 'an' by the first sound of the next word. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe("'a' or 'an' asked about", () => {
  it.each(['Why do we say "an hour" but "a house"?', "Why is it 'a university'?", 'why do you say an hour and not a hour?', 'Why "a university" and not "an university"?'])('is read in %j', (message) => {
    expect(detectQuestion(message, teacherFor('sophia'))?.kind).toBe('a-or-an');
  });

  it.each(['Why do we say sorry so much?', 'Why is it a problem?', 'Why do people say "break a leg"?', 'Why do we say a few but a little?', "Why is it 'an MBA'?"])('is not read in %j', (message) => {
    expect(detectQuestion(message, teacherFor('sophia'))?.kind).not.toBe('a-or-an');
  });

  it('is answered by the sound, with the reason where the letter misleads', async () => {
    const reply = await conversationWith('sophia')('Why do we say "an hour" but "a house"?');
    expect(reply).toMatch(/'hour' starts with a vowel sound, because its h is silent, so 'an hour'; 'house' starts with a consonant sound, so 'a house'\./);
    expect(await conversationWith('sophia')("Why is it 'a university'?")).toMatch(/'university' starts with a consonant sound: a 'y', as in 'you', so 'a university'\./);
  }, 20_000);
});
