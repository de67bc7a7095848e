/** The teacher's two-sided view on a topic for discussion, and a learner's view on one taken a step further. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { DISCUSSION_TOPICS, findDiscussionTopic } from './discussion-topics';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('every topic answers its questions and leaves its counter-examples', () => {
  for (const topic of DISCUSSION_TOPICS) {
    for (const example of topic.examples) {
      it(`${topic.id}: "${example}"`, async () => {
        expect(findDiscussionTopic(example)?.id).toBe(topic.id);
        expect(detectQuestion(example, teacherFor('sophia'))?.kind).toBe('discussion');
        const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: example }] });
        expect(reply).toContain(topic.view);
        expect(reply.endsWith(topic.question)).toBe(true);
      });
    }
    for (const counter of topic.counterExamples) it(`not ${topic.id}: "${counter}"`, () => expect(detectQuestion(counter, teacherFor('sophia'))?.kind).not.toBe('discussion'));
  }
});

describe('a discussion', () => {
  it("takes the learner's view a step further, and says her own view once", async () => {
    const say = conversationWith('sophia');
    await say('What do you think about social media?');
    expect(await say('I think social media is bad for children because they spend too much time on their phones.')).toMatch(/^(?:That's a fair point|I can see why you'd say that)\. What would you tell a child/);
    expect(await say('What is your opinion?')).toMatch(/^As I said, I can see both sides/);
  });

  it.each(['My opinion is that social media is bad for teenagers.', "I'm convinced that social media is bad for teenagers."])('takes %j as a view on the topic, as "I think" is', async (message) => {
    expect(await conversationWith('sophia')(message)).toMatch(/^(?:That's a fair point|I can see why you'd say that)\. .*social media/);
  });

  it('leaves "What do you think?" with no topic before it to the conversation', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'What do you think?' }] })).not.toMatch(/I think it has two sides/);
  });
});
