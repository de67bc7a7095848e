/**
 * "Explain in my language" through the chat route, keyless (the offline tutor): a learner who saved it with PUT
 * /api/me/preferences gets the teacher's explanations in their interface language, while the corrected words and
 * the conversation stay in the language being learnt; off, or when the learner's language is the one being learnt,
 * nothing changes.
 */
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
let learners = 0;

async function learner(preferences?: Record<string, unknown>): Promise<HttpClient> {
  const client = await signedInClient(server.url, `explain-${++learners}@parley.test`);
  if (preferences) expect((await client.request('/api/me/preferences', { method: 'PUT', body: preferences })).status).toBe(200);
  return client;
}

async function reply(client: HttpClient, content: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await client.request('/functions/v1/chat', { body: { teacher_slug: 'sophia', messages: [{ role: 'user', content }], ...extra } });
  expect(response.status).toBe(200);
  return response.body.choices[0].message.content as string;
}

// 'alot' is corrected in conversation (its family is measured precise enough), with its reason.
const SLIP = 'My brother reads alot of comics every weekend.';

describe('explanations in the learner\'s language', () => {
  it('explains in Spanish to a Spanish-speaking learner of English who turned it on, with the corrected words in English', async () => {
    const client = await learner({ locale: 'es', explain_in_my_language: true });
    expect((await client.request('/api/me/profile')).body.profile).toMatchObject({ locale: 'es', explain_in_my_language: true });
    const text = await reply(client, SLIP);
    expect(text).toContain('“a lot” son dos palabras.');
    expect(text).toContain('“reads a lot”');
    expect(text).not.toContain('is two words');
    expect(text).toMatch(/\?$/);
  }, 60_000);

  it('explains in Arabic to an Arabic-speaking learner', async () => {
    const text = await reply(await learner({ locale: 'ar', explain_in_my_language: true }), SLIP);
    expect(text).toContain('«a lot» كلمتان.');
    expect(text).toContain('«reads a lot»');
  }, 60_000);

  it('explains in English when the setting is off, even with another interface language', async () => {
    const text = await reply(await learner({ locale: 'es', explain_in_my_language: false }), SLIP);
    expect(text).toContain("'a lot' is two words.");
    expect(text).not.toContain('son dos palabras');
  }, 60_000);

  it('follows the setting once it is turned off again', async () => {
    const client = await learner({ locale: 'fr', explain_in_my_language: true });
    expect(await reply(client, SLIP)).toContain('« a lot » s’écrit en deux mots.');
    await client.request('/api/me/preferences', { method: 'PUT', body: { explain_in_my_language: false } });
    expect(await reply(client, 'My sister reads alot of novels every summer.')).toContain("'a lot' is two words.");
  }, 60_000);

  it('gives the tools (grammar tips) in the learner\'s language too', async () => {
    const client = await learner({ locale: 'es', explain_in_my_language: true });
    const response = await client.request('/functions/v1/chat', {
      body: { teacher_slug: 'sophia', mode: 'grammar-tips', messages: [{ role: 'user', content: 'Yesterday I go to the park.' }, { role: 'user', content: 'Topic: Daily Life' }] },
    });
    expect(response.status).toBe(200);
    expect(response.body.choices[0].message.content).toContain('Palabras de tiempo como yesterday, ago y last year piden el past simple: last year I visited Rome.');
  }, 60_000);

  it('changes nothing for a learner of their own interface language (Spanish with Lucía)', async () => {
    const on = await learner({ locale: 'es', explain_in_my_language: true });
    const off = await learner();
    const message = { teacher_slug: 'lucia', messages: [{ role: 'user', content: 'Mi hermano tambien estudia inglés.' }] };
    const [withSetting, without] = await Promise.all([on, off].map(async (client) => (await client.request('/functions/v1/chat', { body: message })).body.choices[0].message.content as string));
    expect(without).toContain('también');
    expect(withSetting).toBe(without);
  }, 60_000);

  it('keeps the Notebook in step: a kept correction\'s reason reads in the learner\'s language when they asked for it', async () => {
    const on = await learner({ locale: 'fr', explain_in_my_language: true });
    const off = await learner();
    for (const client of [on, off]) expect((await client.request('/functions/v1/chat', { body: { teacher_slug: 'lucia', messages: [{ role: 'user', content: 'Mi hermano tambien estudia inglés.' }] } })).status).toBe(200);
    const notes = async (client: HttpClient) => (await client.request('/api/notebook?kind=correction', { headers: { 'Accept-Language': 'fr' } })).body.entries.map((e: { note: string }) => e.note);
    expect(await notes(on)).toEqual(['« también » prend un accent écrit.']);
    expect(await notes(off)).toEqual(["'también' lleva tilde. It takes a written accent."]);
  }, 60_000);

  it('explains the Spanish pack\'s corrections in French to a French-speaking learner of Spanish', async () => {
    const client = await learner({ locale: 'fr', explain_in_my_language: true });
    const response = await client.request('/functions/v1/chat', { body: { teacher_slug: 'lucia', messages: [{ role: 'user', content: 'Mi hermano tambien estudia inglés.' }] } });
    const text = response.body.choices[0].message.content as string;
    expect(text).toContain('« hermano también »');
    expect(text).toContain('« también » prend un accent écrit.');
    expect(text).not.toContain('It takes a written accent');
    expect(text).toMatch(/¿[^?]+\?/); // Lucía goes on in Spanish
  }, 60_000);
});
