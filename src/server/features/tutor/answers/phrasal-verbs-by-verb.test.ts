/** The phrasal verbs of one verb: found for the verbs of the table, each entry used in its own example, answered in the chat. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { findPhrasalVerbsOf, PHRASAL_VERBS_BY_VERB } from './phrasal-verbs-by-verb';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('phrasal verbs of one verb', () => {
  it.each(Object.entries(PHRASAL_VERBS_BY_VERB))('%s: each starts with the verb and its example uses it', (verb, verbs) => {
    for (const v of verbs) {
      expect(v.phrase.startsWith(`${verb} `)).toBe(true);
      // The example uses the phrasal verb in some form of the verb ('got back', 'takes off', 'ran into').
      const particle = v.phrase.split(' ').slice(1).join(' ');
      expect(v.example.toLowerCase(), v.phrase).toContain(particle.split(' ')[0]);
    }
  });

  it.each([
    ['Can you give me some phrasal verbs with "get"?', 'get'],
    ['What are some phrasal verbs with take?', 'take'],
    ["Tell me phrasal verbs that start with 'look'", 'look'],
  ])('finds the verb of %j', (question, verb) => {
    expect(findPhrasalVerbsOf(question)?.verb).toBe(verb);
  });

  it.each(['What is a phrasal verb?', 'Can you teach me some phrasal verbs?', 'Phrasal verbs with zzz?'])('leaves %j to the general guide', (question) => {
    expect(findPhrasalVerbsOf(question)).toBeNull();
  });

  it('is answered in the chat with the verb’s own phrasal verbs, then a try', async () => {
    const reply = await conversationWith('sophia')('Can you give me some phrasal verbs with "get"?');
    expect(reply).toMatch(/'get up' means leave your bed/);
    expect(reply).toMatch(/\?$/);
    expect(await conversationWith('sophia')('Can you teach me some phrasal verbs?')).toMatch(/A phrasal verb is a verb/);
  });
});
