import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { describeNounNumber } from './noun-number';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('how an English noun counts', () => {
  it.each([
    ['jeans', /is plural, like trousers and glasses: these jeans are new\. To count them, say a pair of jeans/],
    ['news', /looks plural, but it is singular and uncountable: the news is good/],
    ['information', /is uncountable in English: no 'a' and no plural/],
    ['sheep', /the same form in the singular and the plural: one sheep, two sheep/],
    ['people', /is plural: people are friendly here\. For one, say a person/],
    ['physics', /looks plural, but it takes a singular verb/],
  ])('%s', (noun, said) => {
    expect(describeNounNumber(noun)).toMatch(said);
  });

  it('leaves a noun on none of its lists to other answers', () => {
    expect(describeNounNumber('table')).toBeNull();
  });

  it.each(['Is "jeans" singular or plural?', 'Is information countable?', "is 'news' plural"])('%j asks it', (message) => {
    expect(detectQuestion(message, teacherFor('sophia'))?.kind).toBe('noun-number');
  });

  it.each(['Is the table plural?', 'My jeans are blue.', 'Is it plural or singular?'])('%j asks it of no noun it knows', (message) => {
    expect(detectQuestion(message, teacherFor('sophia'))?.kind).not.toBe('noun-number');
  });

  it('answers in the conversation, and asks for a sentence with the word', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'Is "jeans" singular or plural?' }] })).toMatch(/never a jeans\. Can you make a sentence of your own with 'jeans'\?$/);
  });
});
