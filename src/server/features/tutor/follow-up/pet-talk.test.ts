/** A named pet talked about over several turns: the talk stays with the pet, by name, and moves on when the learner does. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { readLearnerFacts } from './learner-facts';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a named pet', () => {
  it("is kept by name when told as 'His name is...' after the pet was named", () => {
    expect(readLearnerFacts(['After work I walk with my dog.', 'His name is Rocky, he is a golden retriever.']).pets).toContainEqual({ kind: 'dog', name: 'Rocky' });
  });

  it('is talked about by name while the learner answers about it, with no question asked twice', async () => {
    const say = conversationWith('sophia');
    await say('After work I like to go for a walk with my dog to relax.');
    expect(await say('His name is Rocky, he is a golden retriever.')).toMatch(/Rocky/);
    const answer = await say('He is three years old.');
    expect(answer).toMatch(/Rocky[^?]*\?$/);
    const next = await say('He loves swimming in the lake.');
    expect(next).toMatch(/Rocky[^?]*\?$/);
    expect(next.split(/(?<=[.!])\s+/).at(-1)).not.toBe(answer.split(/(?<=[.!])\s+/).at(-1));
  });

  it('is talked about by Lucía too, when the learner answers without a pronoun as Spanish does', async () => {
    const say = conversationWith('lucia');
    expect(await say('Tenemos una perra que se llama Nala.')).toMatch(/Nala/);
    expect(await say('Tiene dos años.')).toMatch(/Nala[^?]*\? \([^)]*\)$/);
    expect(await conversationWith('lucia')('Tiene dos años.')).not.toMatch(/Nala/);
  });

  it('is left when the learner turns to something else', async () => {
    const say = conversationWith('sophia');
    await say('We have a rabbit called Biscuit.');
    expect(await say('On Saturdays I cycle along the canal with my brother.')).not.toMatch(/Biscuit/);
  });
});
