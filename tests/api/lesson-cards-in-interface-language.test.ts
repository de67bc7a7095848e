/**
 * The Review cards a finished lesson makes read in the interface language (ADR 034): what each phrase is for
 * and the note naming the lesson follow the Accept-Language of the request that shows them, in Review and in
 * the Notebook, from the course's translations; the phrase stays in the language taught, English is as
 * written, and a word the learner saved by hand reads as they saved it.
 */
import { describe, expect, it } from 'vitest';
import { UNITS_BY_LANGUAGE } from '../../src/server/features/course/units/all-units';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
let learners = 0;
const lesson = UNITS_BY_LANGUAGE.en[0]!.lessons[0]!;

/** A learner who finished the first lesson by saying each goal's first example. */
async function learnerAfterFirstLesson(): Promise<HttpClient> {
  const client = await signedInClient(server.url, `lesson-cards-${++learners}@parley.test`);
  const started = await client.request(`/api/course/lessons/${lesson.id}/runs`, { method: 'POST', body: {} });
  expect(started.status).toBe(201);
  let last: any;
  for (const goal of lesson.scenario.goals) last = await client.request(`/api/course/lessons/${lesson.id}/turn`, { body: { run_id: started.body.run.id, text: goal.examples[0] } });
  expect(last.body.run.is_complete).toBe(true);
  return client;
}

async function reviewCards(client: HttpClient, language?: string) {
  const response = await client.request('/api/review', language ? { headers: { 'Accept-Language': language } } : {});
  expect(response.status).toBe(200);
  return new Map<string, any>(response.body.cards.filter((card: any) => card.kind === 'word').map((card: any) => [card.front, card]));
}

describe('the Review cards of a finished lesson', () => {
  it('say in English what each phrase is for and which lesson it came from, as written', async () => {
    const cards = await reviewCards(await learnerAfterFirstLesson());
    expect(cards.size).toBe(lesson.targetPhrases.length);
    for (const phrase of lesson.targetPhrases) expect(cards.get(phrase.text)).toMatchObject({ back: phrase.use, note: `From the lesson "${lesson.title}"` });
  });

  it('say it in Spanish and in Arabic when the interface is, the phrase kept in English', async () => {
    const client = await learnerAfterFirstLesson();
    const spanish = await reviewCards(client, 'es-ES,es;q=0.9');
    expect(spanish.get('My name is Tom.')).toMatchObject({ front: 'My name is Tom.', back: 'Decir tu nombre', note: 'De la lección «¡Hola! ¿Cómo te llamas?»' });
    expect(spanish.get("What's your name?")).toMatchObject({ back: 'Preguntar a alguien cómo se llama', note: 'De la lección «¡Hola! ¿Cómo te llamas?»' });

    const arabic = await reviewCards(client, 'ar');
    expect(arabic.get('My name is Tom.')).toMatchObject({ front: 'My name is Tom.', back: 'قل اسمك', note: 'من درس «مرحبًا! ما اسمك؟»' });

    // The same cards, asked for in English again, read as stored: nothing was rewritten.
    expect((await reviewCards(client, 'en')).get('My name is Tom.')).toMatchObject({ back: 'Say your name', note: `From the lesson "${lesson.title}"` });
  });

  it('read the same way in the Notebook, where a word saved by hand stays as saved', async () => {
    const client = await learnerAfterFirstLesson();
    const saved = await client.request('/api/notebook/words', { body: { word: 'breakfast', definition: 'the first meal of the day', example: 'I eat breakfast at seven.' } });
    expect(saved.status).toBe(201);
    const response = await client.request('/api/notebook?kind=word', { headers: { 'Accept-Language': 'es' } });
    expect(response.status).toBe(200);
    const entries = new Map<string, any>(response.body.entries.map((entry: any) => [entry.front, entry]));
    expect(entries.get('Nice to meet you.')).toMatchObject({ back: 'Se dice al conocer a alguien', note: 'De la lección «¡Hola! ¿Cómo te llamas?»' });
    expect(entries.get('breakfast')).toMatchObject({ back: 'the first meal of the day', note: 'I eat breakfast at seven.' });
  });
});
