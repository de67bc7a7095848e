/** The weather where the learner is, said now: a word about it and a question about days like this. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createChooser } from '../choose-variant';
import { findCorrections } from '../grammar/find-corrections';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { COUNTER_EXAMPLES, EXAMPLES, PAST_EXAMPLES, PAST_WEATHER, respondToWeather, WEATHER } from './weather-told';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const respond = (message: string, isSpanish = false) => respondToWeather({ message, isSpanish, assistantMessages: [], chooser: createChooser('weather') });

describe('the weather told', () => {
  it.each(EXAMPLES.en)('%j is met with a word about it and a question about days like this', async (message) => {
    const reply = await conversationWith('sophia')(message);
    const kind = Object.values(WEATHER.en).find((weather) => weather.said.test(message))!;
    expect(kind.acks.some((ack) => reply.startsWith(ack)), reply).toBe(true);
    expect(kind.questions.some((question) => reply.endsWith(question)), reply).toBe(true);
  });

  it.each(EXAMPLES.es)('%j is met by Lucía in Spanish', async (message) => {
    const reply = await conversationWith('lucia')(message);
    const kind = Object.values(WEATHER.es).find((weather) => weather.said.test(message))!;
    expect(kind.acks.some((ack) => reply.includes(ack)), reply).toBe(true);
  });

  it.each([...PAST_EXAMPLES.en.map((text) => ['sophia', text] as const), ...PAST_EXAMPLES.es.map((text) => ['lucia', text] as const)])('%s asks of the weather of a day gone by, %j, what they did in it', async (slug, message) => {
    const reply = await conversationWith(slug)(message);
    const past = PAST_WEATHER[slug === 'lucia' ? 'es' : 'en'];
    expect(past.acks.some((ack) => reply.includes(ack)), reply).toBe(true);
    expect(reply.endsWith(past.questions[0]!), reply).toBe(true);
  });

  it.each(COUNTER_EXAMPLES.map((text) => [text]))('%j is left to other answers, in either language', (message) => {
    expect(respond(message, false)).toBeNull();
    expect(respond(message, true)).toBeNull();
  });

  it('does not take up a place named with it', async () => {
    const say = conversationWith('sophia');
    await say('Hello!');
    expect(await say("It's raining here in Manchester.")).not.toMatch(/Manchester/);
  });

  it('has Spanish from Lucía her checker finds nothing in', async () => {
    for (const weather of [...Object.values(WEATHER.es), PAST_WEATHER.es]) {
      for (const line of [...weather.acks, ...weather.questions]) {
        const spanish = line.replace(/\([^)]*\)/g, '').trim();
        expect(await findCorrections(spanish, { max: 5, language: 'es-ES', families: 'every' }), spanish).toEqual([]);
      }
    }
  });
});
