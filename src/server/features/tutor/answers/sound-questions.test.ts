import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a sound the learner asks about or struggles with', () => {
  it.each([
    ['I have problem with the "th" sound.', /^.+ For the th sound, put the tip of your tongue lightly between your teeth/],
    ['How do I say th?', /For the th sound, put the tip of your tongue/],
    ['I cannot pronounce the r sound.', /For the English r, pull your tongue back/],
  ])('%j gets how to make the sound, not its letters spelt', async (message, tip) => {
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(tip);
    expect(reply).not.toMatch(/tee-AYCH|in this word/);
  });

  it('still spells out a word', async () => {
    expect(await askTutor({ slug: 'maya', messages: [{ role: 'user', content: 'How do I say "she"?' }] })).toMatch(/'She' sounds like shee/);
  });
});

describe('two sounds the learner mixes up, named by their letters', () => {
  it.each([
    ["What's the difference between the l and r sounds?", /'light' and 'right'/],
    ['I have problems with l and r.', /'light' and 'right'/],
    ['I am from Japan and I find the l and r sounds very difficult.', /'light' and 'right'/],
    ['B and V are really confusing.', /'berry' and 'very'/],
    ['I mix up v and w.', /'vest' and 'west'/],
    ['I always confuse "sh" and "ch".', /'ship' and 'chip'/],
  ])('%j gets how to make each sound and pairs to practise on', async (message, pair) => {
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(pair);
    expect(reply).not.toMatch(/Japan, I would love|not sure I can answer/);
  });

  it('gives the tip for one sound the learner finds hard', async () => {
    expect(await askTutor({ slug: 'maya', messages: [{ role: 'user', content: 'I find the r sound very difficult.' }] })).toMatch(/For the English r, pull your tongue back/);
  });

  it.each(['I have problems with my boss and my colleagues.', 'I find the book and the film very different.'])('leaves %j to the conversation', async (message) => {
    expect(await askTutor({ slug: 'maya', messages: [{ role: 'user', content: message }] })).not.toMatch(/Practise on pairs of words/);
  });
});
