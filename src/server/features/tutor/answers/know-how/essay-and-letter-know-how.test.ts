/** Questions about the piece in hand, asked of the coach who would be asked them: the answer and its task, not a dodge. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../../tutor-test-helpers';
import { ESSAY_AND_LETTER_KNOW_HOW } from './essay-and-letter-know-how';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const topic = (id: string) => ESSAY_AND_LETTER_KNOW_HOW.find((t) => t.id === id)!;
const opening = (id: string) => topic(id).answer.split(/(?<=[.!?])\s/)[0]!;

describe('asked of the writing coach', () => {
  it.each([
    ['claire', 'Cover Letters', 'What should I write in the last paragraph?', 'last-paragraph'],
    ['claire', 'Essays and Opinion Writing', 'How can I start a paragraph with the opposite view?', 'opposite-view'],
  ])('%s (%s): %j', async (slug, topicName, question, id) => {
    const reply = await askTutor({ slug, topic: topicName, messages: [{ role: 'user', content: question }] });
    expect(reply).not.toMatch(/not sure/i);
    expect(reply).toContain(opening(id));
    expect(reply).toContain(topic(id).followUp);
  }, 20_000);
});
