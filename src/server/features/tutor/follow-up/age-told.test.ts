/** An age told on its own: thanks, and a question about what fills the learner's days, in English or from Lucía in Spanish. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { readToldFacts } from './told-facts';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('an age told', () => {
  it.each([
    ['Tengo veinte años.', '20'],
    ['Me llamo Ana y tengo treinta y dos años.', '32'],
    ['Tengo veintidós años.', '22'],
    ['Tengo 19 años.', '19'],
  ])('%j is read as %s years old', (message, age) => {
    expect(readToldFacts(message).find((fact) => fact.kind === 'age')?.slots.age).toBe(age);
  });

  it.each(['Mi hijo tiene veinte años.', 'Tengo veinte euros.'])('%j tells no age of the learner', (message) => {
    expect(readToldFacts(message).filter((fact) => fact.kind === 'age')).toEqual([]);
  });

  it('gets thanks and a question about their days from Sophia', async () => {
    expect(await conversationWith('sophia')('I am 25 years old.')).toMatch(/^(?:Thanks for telling me|Good to know, thank you)\. (?:Are you working or studying at the moment|What do you like to do in your free time)\?$/);
  });

  it('gets the same from Lucía in Spanish, and she does not ask whether they work once they said it', async () => {
    expect(await conversationWith('lucia')('Tengo veinte años.')).toMatch(/\((?:Thanks for telling me|Great, thanks)!\) ¿(?:Estudias o trabajas|Qué te gusta hacer en tu tiempo libre)\?/);
    const say = conversationWith('lucia');
    await say('Soy enfermera en un hospital.');
    expect(await say('Tengo 30 años.')).not.toMatch(/Estudias o trabajas/);
  });
});
