/** A shop or a company the learner went to is no trip: never 'What was the best part of your time in IKEA?'. */
import { describe, expect, it } from 'vitest';
import { askTutor } from '../tutor-test-helpers';
import { isBrandName, readMessageFacts } from './learner-facts';

describe('shops and companies named by learners', () => {
  it.each(['IKEA', 'Zara', 'Starbucks', 'Google', 'Media Markt', 'El Corte Inglés'])('%j is a brand', (name) => expect(isBrandName(name)).toBe(true));
  it.each(['Italy', 'Paris', 'New York', 'Cornwall'])('%j is a place', (name) => expect(isBrandName(name)).toBe(false));

  it('keeps a trip to a place, and no trip to a shop', () => {
    expect(readMessageFacts('Last summer I went to Italy with my family.').visited).toBe('Italy');
    expect(readMessageFacts('Yesterday I went to IKEA and I bought a new sofa.').visited).toBeUndefined();
  });

  it('does not ask about the time spent in a shop as on a holiday', async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'yesterday I went to IKEA and I bought a new sofa' }] });
    expect(reply).not.toMatch(/your time in IKEA|heard lovely things about IKEA|eat in IKEA|go back to IKEA/);
  });
});
