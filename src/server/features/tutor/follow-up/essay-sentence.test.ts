import { beforeAll, describe, expect, it } from 'vitest';
import { conversationWith, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { ESSAY_SENTENCE_EXAMPLES, respondToEssaySentence } from './essay-sentence';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const claire = teacherFor('claire');
const TOPIC = 'Essays and Opinion Writing';

describe('a sentence of an essay sent alone to the writing coach', () => {
  it.each(ESSAY_SENTENCE_EXAMPLES.read)('%j is read as its part of the essay', (message) => {
    expect(respondToEssaySentence({ message, teacher: claire, topic: TOPIC })).not.toBeNull();
  });
  it.each(ESSAY_SENTENCE_EXAMPLES.notRead)('%j is not', (message) => {
    expect(respondToEssaySentence({ message, teacher: claire, topic: TOPIC })).toBeNull();
  });
  it("takes the learner's own view after 'However' as their side, not the other one", () => {
    expect(respondToEssaySentence({ message: 'However, I believe face-to-face classes are better because students can ask questions.', teacher: claire, topic: TOPIC })?.acknowledgement).toBe('That states your view clearly.');
  });
  it('only to the writing coach, in a writing topic', () => {
    const [sentence] = ESSAY_SENTENCE_EXAMPLES.read;
    expect(respondToEssaySentence({ message: sentence, teacher: teacherFor('sophia'), topic: TOPIC })).toBeNull();
    expect(respondToEssaySentence({ message: sentence, teacher: claire, topic: 'Professional Emails' })).toBeNull();
    expect(respondToEssaySentence({ message: 'However, the old man never opened the door of that house again.', teacher: claire, topic: 'Creative Writing' })).toBeNull();
  });

  it('in a conversation: the slip asked about first, then what the sentence does, and the next step', async () => {
    const say = conversationWith('claire', TOPIC);
    const reply = await say('On the other hand, many teenagers spend too much time in their phones and this affect their studies.');
    expect(reply).toMatch(/That turns to the other side/);
    expect(reply).toMatch(/What would you answer to it/);
    expect(reply).not.toMatch(/What else can you tell me about teenagers/);
  }, CHECKER_WARM_UP_TIMEOUT_MS);
});
