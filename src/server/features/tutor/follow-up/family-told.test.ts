/** Family told: 'special time' only when time together was told. */
import { describe, expect, it } from 'vitest';
import { createChooser } from '../choose-variant';
import { readLearnerFacts } from './learner-facts';
import { respondToFacts } from './respond-to-facts';

const respond = (message: string) => respondToFacts({ message, facts: readLearnerFacts([message]), assistantMessages: [], chooser: createChooser(message) });
const said = (message: string) => {
  const response = respond(message);
  return response ? `${response.acknowledgement} ${response.question}` : '';
};

describe('family told without time together', () => {
  it('is not called special time', () => {
    expect(said('My sister is 15 years old and she is a student.')).not.toMatch(/special time/);
    expect(said('I spent the whole day with my sister.')).toMatch(/your sister/);
  });
});
