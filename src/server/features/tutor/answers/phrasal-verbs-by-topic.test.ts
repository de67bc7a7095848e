/** Phrasal verbs for a part of life: found by the topic's names, each entry used in its own example, answered in the chat. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { findPhrasalVerbsFor, PHRASAL_VERBS_BY_TOPIC } from './phrasal-verbs-by-topic';
import { findPhrasalVerbsOf } from './phrasal-verbs-by-verb';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('phrasal verbs for a part of life', () => {
  it.each(PHRASAL_VERBS_BY_TOPIC.map((t) => [t.topic, t] as const))('%s: each example uses its phrasal verb', (_, topic) => {
    for (const v of topic.verbs) {
      const [verb, particle] = v.phrase.split(' ');
      const example = v.example.toLowerCase();
      // Some form of the verb ('checked in', 'fell out', 'made up'), then its particle.
      expect(example, v.phrase).toContain(` ${particle}`);
      expect(example.includes(verb!.slice(0, 2)) || /\b(?:fell|made|grew|got|ran|put|cut|set)\b/.test(example), v.phrase).toBe(true);
    }
  });

  it.each([
    ['Can you give me some phrasal verbs for work meetings?', 'work and meetings'],
    ['What phrasal verbs can I use at the airport?', 'travel'],
    ['Give me phrasal verbs about friends.', 'friends and family'],
    ['Teach me phrasal verbs for travelling please', 'travel'],
    ['What are some phrasal verbs for the office?', 'work and meetings'],
    ['Are there useful phrasal verbs for school?', 'study'],
    ['Phrasal verbs I can use in my daily routine?', 'everyday life at home'],
    ['I need phrasal verbs for my job', 'work and meetings'],
  ])('finds the topic of %j', (question, topic) => {
    expect(findPhrasalVerbsFor(question)?.topic).toBe(topic);
  });

  it.each(['Can you give me some phrasal verbs with "get"?', 'Phrasal verbs for get?', 'What is a phrasal verb?', 'Can you teach me some phrasal verbs?', 'Phrasal verbs for cooking?', 'I learnt a lot of phrasal verbs at school.', 'We used phrasal verbs in the meeting today.'])(
    'finds no topic in %j',
    (question) => {
      expect(findPhrasalVerbsFor(question)).toBeNull();
    },
  );

  it("leaves a verb's own phrasal verbs to that verb: 'with work' is the verb", () => {
    expect(findPhrasalVerbsFor('Can you give me some phrasal verbs with work?')).toBeNull();
    expect(findPhrasalVerbsOf('Can you give me some phrasal verbs with work?')?.verb).toBe('work');
  });

  it("is answered in the chat with the topic's phrasal verbs, then a try about the learner's own", async () => {
    const reply = await conversationWith('sophia')('Can you give me some phrasal verbs for work meetings?');
    expect(reply).toMatch(/phrasal verbs for work and meetings\. 'bring up' means/);
    expect(reply).not.toMatch(/'work out'/);
    expect(reply).toMatch(/about your own work with 'bring up'.*\?$/);
  });
});
