/** Phrases for a move at work ('How do I politely disagree?'), and the formal way where the learner asks for it. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (content: string) => askTutor({ slug: 'ethan', messages: [{ role: 'user', content }] });

describe('introducing yourself at work', () => {
  it.each(['How do I introduce myself in a formal way?', 'How should I introduce myself to a new client?'])('%j gets the formal way, and a role-play with a client', async (question) => {
    const reply = await ask(question);
    expect(reply).toMatch(/Good morning, my name is/);
    expect(reply).not.toMatch(/Hi, I'm Ana/);
    expect(reply).toMatch(/new client/);
  });

  it('an everyday introduction stays everyday', async () => {
    expect(await ask('How do I introduce myself?')).toMatch(/Hi, I'm Ana/);
  });
});
