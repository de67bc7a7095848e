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
    ['What places do you recommend in London?', 'sights'],
    ['Which restaurants would you suggest in London?', 'food'],
    ['Can you recommend a good restaurant in London?', 'food'],
  ] as const)('%j is about its %s', (question, about) => {
    expect(findCityGuide(question)?.about).toBe(about);
  });

  it('finds the city in the learner’s last messages', () => {
    expect(findCityGuide('What should I see there?', ["I'm going to visit Edinburgh in May."])?.guide.id).toBe('edinburgh');
    expect(findCityGuide('What should I see there?', ['I like museums.'])).toBeNull();
    expect(findCityGuide('what places you recommend?', ['I want to go to London next summer', 'maybe two weeks, with my wife'])?.guide.id).toBe('london');
  });

  it.each([
    'What should I do every day to get better?',
    'Any tips to improve my speaking?',
    'What can I do to learn new words faster?',
    'Which books should I read for the exam?',
  ])('leaves %j, asked of learning just after the city was named', (question) => {
    expect(findCityGuide(question, ['My company will send me to London next year.'])).toBeNull();
  });

  it.each([
    'I think public transport in my city is very cheap but always crowded.',
    'The food there is really expensive.',
    'My flat is quite cheap, and it is near the station.',
  ])('leaves %j: a cost told, not asked, after the city was named', (message) => {
    expect(findCityGuide(message, ['My company will send me to London next year.'])).toBeNull();
  });

  it.each(['So is it expensive?', 'And is London expensive?', 'I want to go in May. Is it expensive?'])('still answers the cost asked in %j', (question) => {
    expect(findCityGuide(question, ['My company will send me to London next year.'])?.about).toBe('cost');
  });

  it.each(['What should I do there?', 'Any tips for the first day?', 'What should I eat there?', 'Can you recommend a good restaurant?'])('still answers %j after the city was named', (question) => {
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

  it('does not ask how long the learner stays once they said it', async () => {
    const say = conversationWith('sophia', 'Travel');
    await say('I want to go to London next summer.');
    await say('Maybe two weeks, with my wife.');
    const reply = await say('Is London expensive?');
    expect(reply).toMatch(/among the most expensive cities in Europe/);
    expect(reply).not.toMatch(/How long are you planning to stay\?/);
    expect(reply).toMatch(/Have you found somewhere to stay yet\?$/);
  }, 20_000);

  it('leaves a question with no city to the rest of the conversation', async () => {
    expect(await conversationWith('sophia')('What should I do?')).not.toMatch(/British Museum|Central Park/);
  });
});

describe('a country asked about', () => {
  it.each([['What should I visit in Japan?', 'tokyo', 'Japan'], ['What should I see in Italy?', 'rome', 'Italy'], ['Is Canada expensive?', 'toronto', 'Canada'], ['Next year I want travel to USA. Which city you recommend me?', 'new-york', 'the United States'], ['I go to UK in May, what should I see?', 'london', 'England']])('%j is answered with the city most visitors begin in', (question, id, country) => {
    expect(findCityGuide(question)).toMatchObject({ guide: { id }, country });
  });

  it('answers the country named in the question, not a city of an earlier message', () => {
    expect(findCityGuide('Which city you recommend me in USA?', ['Last summer we visited Rome.'])).toMatchObject({ guide: { id: 'new-york' } });
  });

  it('prefers a city named to its country', () => {
    expect(findCityGuide('What should I see in Edinburgh, in the UK?')).toMatchObject({ guide: { id: 'edinburgh' } });
    expect(findCityGuide('What should I see in Edinburgh, in the UK?')?.country).toBeUndefined();
  });

  it('says which city it speaks of, also when the country was named earlier in the same message', async () => {
    const reply = await conversationWith('ethan')('I am going to the US for business. What should I see there?');
    expect(reply).toMatch(/Most visitors to the United States begin in New York\. Walk through Central Park/);
  });

  it('leaves a country with no question about a trip to the conversation', () => {
    expect(findCityGuide('I was born in Japan.')).toBeNull();
  });
});
