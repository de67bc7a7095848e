import { beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW_OPENING_EXAMPLES } from './compose-interview-turn';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from './tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const interview = (content: string) => askTutor({ slug: 'daniel', purpose: 'interview', topic: 'Job Interview', messages: [{ role: 'user', content }] });

describe('what the learner types to Daniel before any answer', () => {
  it.each(INTERVIEW_OPENING_EXAMPLES.greetings)('%j is greeted, and the first question put', async (message) => {
    const reply = await interview(message);
    expect(reply).toMatch(/^Hello! Let's begin\. \S.*[?.]$/);
    expect(reply).not.toMatch(/thank/i);
  });

  it.each(INTERVIEW_OPENING_EXAMPLES.practiceFor)('%j: the job is heard, and the first question put', async (message) => {
    const reply = await interview(message);
    expect(reply).toMatch(/^An? [a-z ]+ role, good to know: choose the parts of your stories that fit it\. Let's begin\. /);
  });

  it.each(INTERVIEW_OPENING_EXAMPLES.starts)('%j starts the practice with the first question, never one that follows on from another', async (message) => {
    const reply = await interview(message);
    expect(reply).toMatch(/^(?:Let's begin|Of course)\. \S.*[?.]$/);
    expect(reply).not.toMatch(/that (?:strength|weakness)/);
  });

  it('says "an" before a job that starts with a vowel', async () => {
    expect(await interview("I'm applying for a job as an accountant")).toMatch(/^An accountant role/);
  });

  it.each(INTERVIEW_OPENING_EXAMPLES.answers)('%j is an answer, thanked as one', async (message) => {
    const reply = await interview(message);
    expect(reply).not.toMatch(/Let's begin/);
  });
});

describe('a goodbye in interview practice', () => {
  it('is said back, not thanked for as an answer', async () => {
    const reply = await interview('Thank you for your help, bye!');
    expect(reply).toMatch(/see you/i);
    expect(reply).not.toMatch(/thank you for (?:that|explaining)/i);
  });
});

describe('the next question asked for', () => {
  it('is never one about "that weakness" or "that strength" unless it was just named', async () => {
    const messages = [
      { role: 'user' as const, content: 'I am ready.' },
      { role: 'assistant' as const, content: "Let's begin. What would you say is your greatest strength?" },
      { role: 'user' as const, content: 'I am a project coordinator with five years of experience, I love planning.' },
      { role: 'assistant' as const, content: 'Thanks for that, hearing about planning gives me a clear picture.' },
    ];
    for (let seed = 0; seed < 5; seed++) {
      const reply = await askTutor({ slug: 'daniel', purpose: 'interview', topic: 'Job Interview', messages: [...messages, { role: 'user', content: `Ok, next question please${'.'.repeat(seed)}` }] });
      expect(reply).not.toMatch(/that (?:strength|weakness)/);
    }
  });
});
