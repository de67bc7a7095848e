/** "Why?" just after the teacher fixed a slip or asked about one: the reason, not "Good question, I'm not sure". */
import { beforeAll, describe, expect, it } from 'vitest';
import { asksWhy, whyAboutWords } from './why-after-correction';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from './tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a bare why', () => {
  it.each(['why?', 'Why', 'But why?', 'Why is that?', 'why not?', 'Why is it wrong?', '¿Por qué?', 'por que'])('is %j', (message) => {
    expect(asksWhy(message)).toBe(true);
  });

  it.each(['Why do you ask so many questions?', 'Why is English so hard?', 'I know why.', 'Why not go to the beach?'])('is not %j', (message) => {
    expect(asksWhy(message)).toBe(false);
  });
});

describe('a why about words', () => {
  it.each([
    ["Why 'went'?", 'went'],
    ['why went?', 'went'],
    ["Why is it 'I went'?", 'i went'],
    ["Why not 'go'?", 'go'],
    ['¿Por qué «estés»?', 'estés'],
    ["Why 'has' and not 'have'?", 'has'],
    ["Why 'went' instead of 'go'?", 'went'],
    ["why don't and not doesn't?", "don't"],
  ])('%j asks about %j', (message, words) => {
    expect(whyAboutWords(message)).toBe(words);
  });

  it.each(['why?', 'Why do you ask so many questions?', 'I know why.'])('%j names no words of its own', (message) => {
    expect(whyAboutWords(message) === null || whyAboutWords(message)!.includes(' ')).toBe(true);
  });
});

describe('why, after a slip the teacher showed', () => {
  it('about the new words, quoted: the reason as for a bare why', async () => {
    const say = conversationWith('claire');
    const shown = await say('Can you check my text? Last week I go to the cinema with my brother and we watch a funny film.');
    expect(shown).toMatch(/'I went'/);
    const reply = await say("Why 'went'?");
    expect(reply).toMatch(/finished time, so we use the past simple\. So: 'I went', not 'I go'\./);
  }, 20_000);

  it("set against the old words ('Why has and not have?'): the reason too", async () => {
    const say = conversationWith('claire');
    await say('Can you correct this: I am writing to tell you that the meeting have been moved to Friday afternoon, I hope it is fine for you.');
    expect(await say("Why 'has' and not 'have'?")).toMatch(/the present verb takes -s\. So: '[^']*has', not '[^']*have'\./);
  }, 20_000);

  it('about other words: left to the conversation', async () => {
    const say = conversationWith('sophia');
    await say('Yesterday I have visited my grandmother in the village.');
    expect(await say('Why the village?')).not.toMatch(/finished time/);
  }, 20_000);

  it('gets the reason and the changed words only', async () => {
    const say = conversationWith('sophia');
    const shown = await say('Yesterday I have visited my grandmother and we eat a cake together');
    expect(shown).toMatch(/'I visited'/);
    const reply = await say('why?');
    expect(reply).toMatch(/^'Yesterday' is a finished time, so we use the past simple\. So: 'I visited', not 'I have visited'\. /);
    expect(reply).not.toMatch(/not sure/i);
    expect(reply).not.toMatch(/we eat/);
  }, 20_000);

  it('is left to the conversation when the teacher showed no slip', async () => {
    const say = conversationWith('sophia');
    await say('I visited my grandmother yesterday.');
    expect(await say('why?')).not.toMatch(/finished time/);
  }, 20_000);
});
