import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe("the teacher's name", () => {
  it('is told when asked, and the question asked back', async () => {
    const sophia = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: "What's your name?" }] });
    expect(sophia).toMatch(/^I'm Sophia, your everyday English conversation partner\. What about you\? What's your name\?$/);
    expect(await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: 'What is your name?' }] })).toMatch(/Lucía/);
    // A learner who already said their name is not asked it back.
    const known = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: "Hi, I'm Ravi." }, { role: 'assistant', content: 'Nice to meet you, Ravi!' }, { role: 'user', content: 'What is your name?' }] });
    expect(known).toMatch(/Sophia/);
    expect(known).not.toMatch(/your name\?/);
  });
});

describe('the teacher introduced', () => {
  const ask = (slug: string, content: string) => askTutor({ slug, messages: [{ role: 'user', content }] });
  it.each(['Tell me about yourself.', 'Can you introduce yourself?', 'Who are you?'])('%j gets who she is, then the same asked of the learner', async (message) => {
    expect(await ask('sophia', message)).toBe("I'm Sophia, your everyday English conversation partner. I'm from Portland, Oregon, where I taught high school for ten years, and I love a good chat about food and travel, and trying new recipes. And you? Tell me a little about yourself.");
  });

  it("is, to Daniel, also the question most interviews open with, asked back", async () => {
    expect(await ask('daniel', 'Tell me about yourself.')).toMatch(/^I'm Daniel, your job interview coach\. .* now it's your turn: tell me about yourself, as if I were the interviewer\.$/);
  });

  it('is told by Lucía in Spanish', async () => {
    expect(await ask('lucia', '¿Quién eres?')).toMatch(/Lucía/);
    expect(await ask('lucia', 'Tell me about yourself.')).toMatch(/^¡Claro! Me llamo Lucía y soy tu profesora de español\./);
  });

  it('leaves a request to hear about something else to the conversation', async () => {
    expect(await ask('sophia', 'Tell me about your city.')).not.toMatch(/^I'm Sophia, your/);
  });
});
