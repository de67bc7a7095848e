/** "It's very hard for me." just after hearing how a word sounds: encouragement about that word, and how to practise it. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../lib/language-model';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

async function replyAfter(question: string, message: string, slug = 'maya'): Promise<string> {
  const first = await askTutor({ slug, messages: [{ role: 'user', content: question }] });
  return askTutor({ slug, messages: [{ role: 'user', content: question }, { role: 'assistant', content: first }, { role: 'user', content: message }] as ChatMessage[] });
}

describe('a word the learner finds hard to say', () => {
  it.each(['It is very hard for me.', "It's difficult.", "I can't say it.", 'So hard to pronounce!', "Thanks! That's difficult."])('%j after how "world" sounds gets encouragement about the word', async (message) => {
    const reply = await replyAfter("How do I pronounce 'world'?", message);
    expect(reply).toMatch(/'world' (?:is tricky|takes a little practice)/);
    expect(reply).toMatch(/slow motion/);
    expect(reply).not.toMatch(/does not sound easy|best part of your week/);
  }, 20_000); // the first asks eSpeak NG, started cold in its worker

  it.each(['My job is very hard for me.', 'It is very hard for me to find time.'])('leaves %j, about something else, to the conversation', async (message) => {
    expect(await replyAfter("How do I pronounce 'world'?", message)).not.toMatch(/slow motion/);
  });

  it('needs the word just said: without it, a hard time is a hard time', async () => {
    expect(await askTutor({ slug: 'maya', messages: [{ role: 'user', content: 'It is very hard for me.' }] })).not.toMatch(/slow motion/);
  });
});
