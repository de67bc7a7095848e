/** "People don't understand me when I speak English": met with how common it is and what helps, never echoed as a topic. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from './tutor-test-helpers';
import { isSelfDoubt } from './react-to-message';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (slug: string, content: string) => askTutor({ slug, messages: [{ role: 'user', content }] });

describe('a learner who is not understood', () => {
  it.each(["Hello Maya, people don't understand me when I speak English.", 'My accent is terrible.', 'Nobody understands me at work.', 'Native speakers can’t understand me.'])('%j is met with how common it is', async (message) => {
    expect(isSelfDoubt(message.replace('’', "'"))).toBe(true);
    expect(await ask('maya', message.replace('’', "'"))).toMatch(/^That's (?:frustrating|hard)/);
  });

  it('is not told to practise the word "English"', async () => {
    expect(await ask('maya', "Hello Maya, people don't understand me when I speak English.")).not.toMatch(/say English aloud|English (?:is|are) worth/);
  });

  it('is answered in Spanish by Lucía', async () => {
    expect(await ask('lucia', 'No me entienden cuando hablo español.')).toMatch(/^Es frustrante, pero es muy normal/);
  });

  it.each(["I don't understand the question.", 'My teacher understands me.', 'People understand me when I speak slowly.'])('leaves %j alone', (message) => {
    expect(isSelfDoubt(message)).toBe(false);
  });
});

describe('a learner nervous at the start, and their name', () => {
  it.each(['i am little nervous', "I'm a bit nervous to speak."])('%j is met with reassurance', (message) => {
    expect(isSelfDoubt(message)).toBe(true);
  });

  it('is greeted by name and reassured, never asked where they are from when they said it', async () => {
    const reply = await ask('sophia', 'hi, i am Yuki from japan. i am little nervous');
    expect(reply).toMatch(/^Nice to meet you, Yuki! Don't worry/);
    expect(await ask('sophia', 'hello. i am Mehmet. i live in izmir, turkey')).not.toMatch(/Where are you from/);
    expect(await ask('sophia', 'hello sophia my name is Fatima i am from saudi arabia and i am housewife')).not.toMatch(/Where are you from|What do you do/);
  });
});

describe('a learner who doubts they can learn', () => {
  it.each(['Maybe learning English is not for me, I make always the same mistakes.', "I'll never learn Spanish.", 'No soy para los idiomas.'])('%j is met with encouragement', (message) => {
    expect(isSelfDoubt(message)).toBe(true);
  });

  it.each(['This job is not for me.', 'I never make the same mistake twice.'])('leaves %j alone', (message) => {
    expect(isSelfDoubt(message)).toBe(false);
  });
});
