import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { asksForABetterAnswer, BETTER_ANSWER_EXAMPLES } from './better-interview-answer';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a better answer asked of Daniel', () => {
  it.each(BETTER_ANSWER_EXAMPLES.asked)('%j asks for one', (message) => expect(asksForABetterAnswer(message)).toBe(true));
  it.each(BETTER_ANSWER_EXAMPLES.notAsked)('%j does not', (message) => expect(asksForABetterAnswer(message)).toBe(false));

  const afterAnswer = (question: string, answer: string, asked: string) =>
    askTutor({ slug: 'daniel', purpose: 'interview', messages: [
      { role: 'assistant', content: `Of course. ${question}` },
      { role: 'user', content: answer },
      { role: 'assistant', content: 'Thank you for that answer.' },
      { role: 'user', content: asked },
    ] });

  it('names what a story question lacks, gives a model and the question again, instead of a dodge', async () => {
    const reply = await afterAnswer('Tell me about a time you had to persuade someone to see things your way.', 'I am a good worker and I like working with people.', 'what should I say instead?');
    expect(reply).toMatch(/^Yours says what you are like; this question wants one real time you showed it/);
    expect(reply).toMatch(/Situation: .* Result: /);
    expect(reply).toMatch(/Now try yours again: Tell me about a time you had to persuade someone to see things your way\.$/);
    expect(reply).not.toMatch(/not sure|salary/i);
  });

  it('names the slips in the answer first, and hears a story told with a time in it as a story', async () => {
    const reply = await afterAnswer('Tell me about a time you had to persuade someone to see things your way.', 'Last year I have convinced my manager to change the schedule, and the team was happier after.', 'how can I say it better?');
    expect(reply).toMatch(/^First, think about 'I have convinced' or 'I convinced'\. Your story is there/);
  });

  it('gives the three parts of "tell me about yourself"', async () => {
    const reply = await afterAnswer('Tell me about yourself.', 'My name is Ana and I work in marketing. I like my job.', 'Can you give me a better answer?');
    expect(reply).toMatch(/in three parts: now, what got you here, and why this role/);
    expect(reply).toMatch(/Now try yours again: Tell me about yourself\.$/);
  });
});
