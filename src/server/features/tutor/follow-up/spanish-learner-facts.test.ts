import { describe, expect, it } from 'vitest';
import { readSpanishMessageFacts } from './spanish-learner-facts';
import { conversationWith } from '../tutor-test-helpers';

describe('where a learner of Spanish comes from', () => {
  it.each([
    ['Soy de Lyon.', 'Lyon'],
    ['mi nombre es Wei, yo soy chino, de Shanghai', 'Shanghai'],
    ['Soy alemana, de Berlín, y vivo en Madrid.', 'Berlín'],
  ])('is read from %j', (message, place) => {
    const facts = readSpanishMessageFacts(message);
    expect(facts.city).toBe(place);
    expect(facts.cityIsOrigin).toBe(true);
  });

  it.each(['Soy estudiante de Medicina.', 'Soy fan de Shakira.'])('is not read from what they study or like: %j', (message) => {
    expect(readSpanishMessageFacts(message).city).toBeUndefined();
  });

  it('is not asked again once told with a nationality', async () => {
    const say = conversationWith('lucia', 'Greetings and Introductions');
    await say('hola');
    expect(await say('mi nombre es Wei, yo soy chino, de Shanghai')).not.toMatch(/¿De dónde eres/);
  }, 20_000);
});
