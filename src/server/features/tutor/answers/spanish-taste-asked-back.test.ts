/** Questions about the teacher: Lucía's answer to a taste asked in Spanish is followed by the same question put back. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { spanishTasteAskedBack } from './answer-about-teacher';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a taste asked of Lucía, asked back', () => {
  it.each([
    ['¿Te gustan los perros?', '¿Y a ti? ¿Te gustan los perros? (And you? Do you like them?)'],
    ['¿Te gusta los gatos?', '¿Y a ti? ¿Te gustan los gatos? (And you? Do you like them?)'],
    ['¿Te gusta el fútbol?', '¿Y a ti? ¿Te gusta el fútbol? (And you? Do you like it?)'],
    ['¿Te gusta cocinar?', '¿Y a ti? ¿Te gusta cocinar? (And you? Do you like it?)'],
  ])('%j ends with the question put back to the learner, the verb agreeing', async (message, back) => {
    const text = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: message }] });
    expect(text.endsWith(back)).toBe(true);
  });

  it('says back only a short phrase with its article or an infinitive', () => {
    expect(spanishTasteAskedBack('¿Te gusta mucho la comida mexicana de tu barrio y de tu ciudad?')).toBeUndefined();
    expect(spanishTasteAskedBack('¿Te gusta Madrid?')).toBeUndefined();
  });
});
