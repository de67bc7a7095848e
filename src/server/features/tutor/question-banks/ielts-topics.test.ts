import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { findIeltsPractice, IELTS_TOPICS } from './ielts-topics';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a topic the learner asks the examiner to practise', () => {
  it.each([
    ['Can we practise part 1 about work and studies?', 'work and studies', 1],
    ['ok I am ready, ask me about food', 'food', 1],
    ["Let's do part 3 about technology", 'technology', 3],
    ['Can you give me a part 2 cue card about travel?', 'travel', 2],
    ['Ask me some questions about my hobbies', 'hobbies and free time', 1],
    ['Please give me a topic about a book.', 'music and films', 2],
  ])('%j is %s, Part %i', (message, topic, part) => {
    expect(findIeltsPractice(message)).toMatchObject({ topic: { name: topic }, part });
  });

  it.each(['I love food.', 'What is part 1 about?', 'Tell me about your job.', 'My essay is about technology.'])('%j asks for none', (message) => {
    expect(findIeltsPractice(message)).toBeNull();
  });

  it('gives every topic four Part 1 questions, a cue card and three Part 3 questions', () => {
    for (const topic of IELTS_TOPICS) {
      expect(topic.part1, topic.name).toHaveLength(4);
      expect(topic.part2, topic.name).toMatch(/^Describe .*, and you should say .* and explain /);
      expect(topic.part3, topic.name).toHaveLength(3);
    }
  });

  it('is asked in order, part and topic named, and keeps to the topic', async () => {
    const say = conversationWith('oliver');
    expect(await say('Can we practise part 1 about work and studies?')).toMatch(/Part 1, on work and studies\. Do you work or are you a student at the moment\?$/);
    expect(await say('I am a student, I study computer science at university.')).toMatch(/Why did you choose that job or subject\?$/);
    expect(await say('Because I like computers and the salary is good.')).toMatch(/What do you like most about your work or studies\?$/);
  }, 30_000);
});
