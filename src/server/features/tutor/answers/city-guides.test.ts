/** The cities learners travel to: each answers its own questions and leaves its counter-examples; the city may be named before. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { CITY_GUIDES, findCityGuide } from './city-guides';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe.each(CITY_GUIDES.map((guide) => [guide.id, guide] as const))('%s', (id, guide) => {
  it.each(guide.examples)('answers %j', (question) => {
    expect(findCityGuide(question)?.guide.id).toBe(id);
  });
  it.each(guide.counterExamples)('leaves %j', (message) => {
    expect(findCityGuide(message)).toBeNull();
  });
});

describe('what is asked about a city', () => {
  it.each([
    ['What should I see in London?', 'sights'],
    ['What food should I try in London?', 'food'],
    ['Is London expensive?', 'cost'],
    ['How much is it to stay in London?', 'cost'],
  ] as const)('%j is about its %s', (question, about) => {
    expect(findCityGuide(question)?.about).toBe(about);
  });

  it('finds the city in the learner’s last messages', () => {
    expect(findCityGuide('What should I see there?', ["I'm going to visit Edinburgh in May."])?.guide.id).toBe('edinburgh');
    expect(findCityGuide('What should I see there?', ['I like museums.'])).toBeNull();
  });

  it.each([
    'What should I do every day to get better?',
    'Any tips to improve my speaking?',
    'What can I do to learn new words faster?',
    'Which books should I read for the exam?',
  ])('leaves %j, asked of learning just after the city was named', (question) => {
    expect(findCityGuide(question, ['My company will send me to London next year.'])).toBeNull();
  });

  it.each(['What should I do there?', 'Any tips for the first day?', 'What should I eat there?'])('still answers %j after the city was named', (question) => {
    expect(findCityGuide(question, ['My company will send me to London next year.'])?.guide.id).toBe('london');
  });
});

describe('in a conversation', () => {
  it('answers the sights, the cost and the food of the city the learner is going to', async () => {
    const say = conversationWith('sophia');
    await say("I'm going to visit London next month for the first time.");
    expect(await say('What should I see there?')).toMatch(/British Museum/);
    expect(await say('Is it expensive?')).toMatch(/among the most expensive cities in Europe/);
    expect(await say('What food should I try?')).toMatch(/Sunday roast/);
  }, 20_000);

  it('leaves a question with no city to the rest of the conversation', async () => {
    expect(await conversationWith('sophia')('What should I do?')).not.toMatch(/British Museum|Central Park/);
  });
});
