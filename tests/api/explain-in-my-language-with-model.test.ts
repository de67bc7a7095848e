/**
 * "Explain in my language" with a model key: the system prompt sent to the model (the local fake of the OpenAI API)
 * asks for explanations in the learner's language and keeps the conversation in the one being learnt; without the
 * setting, or for a learner of their own language, it says nothing of the kind.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { openAiTestServerForFile } from '../support/test-server-for-file';

const { openai, server } = openAiTestServerForFile();
let learners = 0;

beforeEach(() => {
  openai.behaviour = 'reply';
  openai.requests.length = 0;
});

async function learner(preferences?: Record<string, unknown>): Promise<HttpClient> {
  const client = await signedInClient(server.url, `explain-model-${++learners}@parley.test`);
  if (preferences) expect((await client.request('/api/me/preferences', { method: 'PUT', body: preferences })).status).toBe(200);
  return client;
}

async function systemPromptSent(client: HttpClient, body: Record<string, unknown>): Promise<string> {
  const response = await client.request('/functions/v1/chat', { body: { teacher_slug: 'sophia', messages: [{ role: 'user', content: 'I goed to the park yesterday.' }], ...body } });
  expect(response.status).toBe(200);
  const sent = openai.requests.at(-1)!.body;
  expect(sent.messages[0].role).toBe('system');
  return sent.messages[0].content as string;
}

describe('the system prompt with "Explain in my language"', () => {
  it('asks for explanations in Spanish and keeps the conversation in English', async () => {
    const prompt = await systemPromptSent(await learner({ locale: 'es', explain_in_my_language: true }), {});
    expect(prompt).toContain('The learner asked for explanations in Spanish: give every explanation in Spanish');
    expect(prompt).toContain('keep the conversation itself, the corrected sentences and the examples in English, the language they are learning.');
    // The learner's words still travel only as user messages.
    expect(prompt).not.toContain('I goed');
  });

  it('names the learner\'s language (Arabic) for the tools too (grammar tips)', async () => {
    const client = await learner({ locale: 'ar', explain_in_my_language: true });
    const prompt = await systemPromptSent(client, { mode: 'grammar-tips', messages: [{ role: 'user', content: 'Topic: Daily Life\nLearner: I goed to the park.' }] });
    expect(prompt).toContain('explanations in Arabic');
    expect(prompt).toMatch(/grammar tips/);
  });

  it('keeps Lucía\'s conversation in Spanish for a French speaker', async () => {
    const prompt = await systemPromptSent(await learner({ locale: 'fr', explain_in_my_language: true }), { teacher_slug: 'lucia', messages: [{ role: 'user', content: 'Hola, me llamo Ana.' }] });
    expect(prompt).toContain('explanations in French');
    expect(prompt).toContain('examples in Spanish, the language they are learning');
  });

  it('says nothing of it when the setting is off', async () => {
    const prompt = await systemPromptSent(await learner({ locale: 'es', explain_in_my_language: false }), {});
    expect(prompt).not.toMatch(/explanations in/);
  });

  it('says nothing of it to a learner without an interface language saved, or learning their own', async () => {
    expect(await systemPromptSent(await learner({ explain_in_my_language: true }), {})).not.toMatch(/explanations in/);
    const spanishLearner = await learner({ locale: 'es', explain_in_my_language: true });
    expect(await systemPromptSent(spanishLearner, { teacher_slug: 'lucia', messages: [{ role: 'user', content: 'Hola, me llamo Ana.' }] })).not.toMatch(/explanations in/);
  });
});
