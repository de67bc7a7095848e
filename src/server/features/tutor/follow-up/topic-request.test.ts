import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { topicQuestions } from '../question-banks/topic-questions';
import { luciaQuestions } from '../question-banks/lucia-questions';
import { REFUSAL_EXAMPLES } from './topic-request';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const reply = (slug: string, content: string) => askTutor({ slug, messages: [{ role: 'assistant', content: 'Hello!' }, { role: 'user', content }] });

describe('a learner who asks to talk about something', () => {
  it.each([
    ['Can we talk about football?', 'football'],
    ['Could we chat about my garden?', 'your garden'],
  ])('%j: the teacher agrees and asks about it', async (message, topic) => {
    const answer = await reply('sophia', message);
    expect(answer).toMatch(new RegExp(`^(?:Sure, let's talk about ${topic}\\.|Of course, ${topic} it is\\.) .*\\b${topic}\\?$`));
  });

  it.each([
    ['I would like to chat about my job.', 'your job', 'Work and Study', /./],
    ["Let's talk about cooking.", 'cooking', 'Food and Cooking', /./],
    ['OK. Can we talk about music?', 'music', 'Movies, Music and Books', /\b(?:music|singer|band)\b/],
    ['Can we talk about travel?', 'travel', 'Travel and Holidays', /./],
    // What follows the topic and is no part of it ('instead', 'for a bit') is left out of it.
    ['can we talk about movies instead?', 'movies', 'Movies, Music and Books', /\b(?:film|films|series|cinema)\b/],
    ['Can we talk about food for a bit?', 'food', 'Food and Cooking', /./],
  ] as const)('%j: a topic an everyday bank covers opens with one of its questions on it', async (message, topic, category, names) => {
    const answer = await reply('sophia', message);
    const opened = new RegExp(`^(?:Sure, let's talk about ${topic}\\.|Of course, ${topic} it is\\.) `).exec(answer);
    expect(opened, answer).not.toBeNull();
    const question = answer.slice(opened![0].length);
    expect(topicQuestions[category]).toContain(question);
    expect(question).toMatch(names);
  });

  it.each([
    ['¿Podemos hablar de comida?', /(?:comer|comida|carne|pescado|desayunar)/],
    ['Quiero hablar de música.', /música/],
  ])('%j to Lucía opens with one of her bank’s questions on it', async (message, names) => {
    const answer = await reply('lucia', message);
    const question = answer.replace(/^¡Claro, hablemos de [^!]+! \(Sure, let’s talk about it!\) /, '');
    expect(Object.values(luciaQuestions).flat()).toContain(question);
    expect(question).toMatch(names);
  });

  it('after a topic refused in the same message, the one asked for', async () => {
    expect(await reply('lucia', 'no quiero hablar mas de esto, podemos hablar de comida?')).toMatch(/^¡Claro, hablemos de comida!/);
    expect(await reply('sophia', "I don't want to talk about it anymore. Can we talk about movies?")).toMatch(/movies/);
  });

  it('a compliment to Lucía is thanked', async () => {
    expect(await reply('lucia', 'tu eres muy guapa en la foto')).toMatch(/¡Muchas gracias, qué amable!/);
  });

  it('in Spanish to Lucía, turned round to her side', async () => {
    expect(await reply('lucia', '¿Podemos hablar de mi familia?')).toMatch(/^¡Claro, hablemos de tu familia!.*tu familia\?/);
  });

  it('not for a topic that names nothing, nor by a teacher whose turn is her task', async () => {
    expect(await reply('sophia', 'Can we talk about it?')).not.toMatch(/let's talk about it/);
    expect(await reply('oliver', 'Can we talk about football?')).not.toMatch(/let's talk about football/);
  });
});

describe('a topic the learner refuses', () => {
  const reply = (slug: string, messages: string[]) =>
    askTutor({ slug, messages: messages.flatMap((content, i) => (i === 0 ? [{ role: 'user' as const, content }] : [{ role: 'assistant' as const, content: 'Lo siento muchísimo. ¿Qué es lo que más recuerdas de él?' }, { role: 'user' as const, content }])) });

  it.each(REFUSAL_EXAMPLES.refuses)('%j is understood, and the talk turns to something lighter', async (message) => {
    const isSpanish = /quiero|prefiero|cambiar/i.test(message);
    const said = await reply(isSpanish ? 'lucia' : 'sophia', ['Mi perro murió la semana pasada.', message]);
    expect(said).toMatch(isSpanish ? /^Claro, (?:lo entiendo|no pasa nada)\. / : /^Of course, (?:that's fine|no problem)\. /);
    expect(said).not.toMatch(/plan/i);
  });

  it.each(REFUSAL_EXAMPLES.notRefusing)('%j is no refusal', async (message) => {
    expect(await askTutor({ slug: /quiero/i.test(message) ? 'lucia' : 'sophia', messages: [{ role: 'user', content: message }] })).not.toMatch(/^(?:Claro, lo entiendo|Of course, that's fine|Of course, no problem)/);
  });
});
