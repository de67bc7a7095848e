import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { oliverQuestions } from '../question-banks/oliver-questions';
import { PART_ONE_NEXT_TOPIC_COUNTER_EXAMPLES, PART_ONE_NEXT_TOPIC_EXAMPLES, partOneNextTopic } from './part-one-next-topic';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const PART_ONE = oliverQuestions['Part 1: Familiar Topics']!;
const lastLine = (reply: string) => reply.split(/(?<=[.!?])\s+/).at(-1);

describe("the examiner's Part 1, run as the test runs it", () => {
  it.each(PART_ONE_NEXT_TOPIC_EXAMPLES)('moves on to the next topic after %j', (message) => {
    expect(partOneNextTopic(message, PART_ONE, ['Hello. Do you work or are you a student at the moment?'])).toBe(`Of course, let's move on. ${PART_ONE[3]}`);
  });

  it.each(PART_ONE_NEXT_TOPIC_COUNTER_EXAMPLES)('leaves %j', (message) => {
    expect(partOneNextTopic(message, PART_ONE, [])).toBeNull();
  });

  it('asks three questions on one topic, then opens the next by name, thanking neutrally', async () => {
    const say = conversationWith('oliver', 'Part 1: Familiar Topics');
    expect(lastLine(await say('hello'))).toBe('Do you work or are you a student at the moment?');
    const job = await say('I am a nurse in a hospital in Manila');
    expect(job).toMatch(/^(?:Thank you|Right, thank you|I see, thank you)/);
    expect(job).not.toMatch(/matters|interesting|lovely/i);
    expect(lastLine(job)).toBe('Why did you choose that job or subject?');
    await say('because I like to help people');
    expect(await say('the patients are very nice')).toMatch(/Now let's talk about the place you come from\. What do you like most about it\?$/);
  });

  it('meets a hard time with sympathy, and asks nothing about a job never told', async () => {
    const say = conversationWith('oliver', 'Part 1: Familiar Topics');
    await say('hi');
    const reply = await say('I am unemployed at the moment.');
    expect(reply).toMatch(/sorry|hard time|stressful/i);
    expect(reply).not.toMatch(/choose that job|what you do\?/);
  });

  it('goes on to the next topic when asked for something else, and never back to the one left', async () => {
    const say = conversationWith('oliver', 'Part 1: Familiar Topics');
    await say('hi');
    await say('I work as a nurse.');
    expect(await say("Can we talk about something else? I don't like this topic.")).toBe(`Of course, let's move on. ${PART_ONE[3]}`);
    expect(lastLine(await say('I am from Lagos, it is a big city.'))).toBe(PART_ONE[4]);
  });

  it('meets a view of how things are with neutral thanks, and a hard time of the learner\'s own with sympathy', async () => {
    const say = conversationWith('oliver', 'Part 1: Familiar Topics');
    await say('hi');
    expect(await say('I am from Riyadh. The traffic is terrible there.')).toMatch(/^(?:Thank you|I see, thank you|Right, thank you)\./);
    expect(await say('My father died last month, so it is difficult to study now.')).toMatch(/sorry/i);
  });
});
