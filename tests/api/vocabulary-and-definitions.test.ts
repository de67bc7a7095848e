/** Vocabulary fits the learner's level; a definition asked with its sentence gives the sense used there. */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_DEFINITION_CONTEXT_LENGTH } from '../../src/shared/api/chat';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

// No OPENAI_API_KEY: the offline tutor answers definitions from WordNet.
const server = testServerForFile();
let learner: HttpClient;

beforeAll(async () => {
  learner = await signedInClient(server.url, 'words-1@parley.test');
});

const MESSAGE = 'Yesterday I visited a fascinating museum with ancient sculptures and beautiful paintings. Phones are ubiquitous there, and the view was breathtaking.';
const vocabulary = (client: HttpClient, body: unknown) => client.request('/api/vocabulary', { body });
const define = (body: Record<string, unknown>) =>
  learner.request('/functions/v1/chat', { body: { teacher_slug: 'maya', mode: 'definition', messages: [], ...body } });
const definitionIn = (response: { body: any }) => JSON.parse(response.body.choices[0].message.content) as { definition: string; partOfSpeech: string };

describe('POST /api/vocabulary', () => {
  it('picks words for the level in the learner profile: common ones for A2, rare ones for C2', async () => {
    expect((await learner.request('/api/learner-profile', { method: 'PUT', body: { level: 'A2' } })).status).toBe(200);
    const a2 = await vocabulary(learner, { text: MESSAGE });
    expect(a2.status).toBe(200);
    expect(a2.body.level).toBe('A2');
    const a2Words = a2.body.words.map((w: { word: string }) => w.word);
    expect(a2Words).toContain('museum');
    expect(a2Words).not.toContain('ubiquitous');

    expect((await learner.request('/api/learner-profile', { method: 'PUT', body: { level: 'C2' } })).status).toBe(200);
    const c2 = await vocabulary(learner, { text: MESSAGE, known: ['breathtaking'] });
    const c2Words = c2.body.words.map((w: { word: string }) => w.word);
    expect(c2Words).toContain('ubiquitous');
    expect(c2Words).not.toContain('museum');
    expect(c2Words).not.toContain('breathtaking'); // already listed
    expect(c2.body.words.find((w: { word: string }) => w.word === 'ubiquitous').sentence).toBe('Phones are ubiquitous there, and the view was breathtaking.');
  });

  it('refuses what it cannot read with a clear 400, and a caller who is not signed in with 401', async () => {
    expect((await vocabulary(createHttpClient(server.url), { text: MESSAGE })).status).toBe(401);
    for (const body of [{ text: '' }, { text: 'x'.repeat(4001) }, { text: MESSAGE, known: 'museum' }, { text: MESSAGE, level: 'C2' }]) {
      const response = await vocabulary(learner, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('invalid_vocabulary_request');
    }
  });
});

describe('definitions in their sentence', () => {
  it('gives the sense of "bank" that its sentence uses', async () => {
    const river = await define({ subject: 'bank', context: 'We had a picnic on the grassy bank of the river.' });
    expect(river.status).toBe(200);
    expect(definitionIn(river)).toMatchObject({ partOfSpeech: 'noun', definition: 'Sloping land (especially the slope beside a body of water).' });
    const money = await define({ subject: 'bank', context: 'I deposited my salary at the bank this morning.' });
    expect(definitionIn(money).definition).toMatch(/financial institution/);
    const hearing = await define({ subject: 'hearing', context: 'I love hearing about London.' });
    expect(definitionIn(hearing).partOfSpeech).toBe('verb');
  });

  it.each([
    ['a sentence longer than the limit', { subject: 'bank', context: `bank ${'x'.repeat(MAX_DEFINITION_CONTEXT_LENGTH)}` }, 'invalid_request'],
    ['a sentence without the word', { subject: 'bank', context: 'I went banking yesterday.' }, 'word_not_in_context'],
    ['an empty sentence', { subject: 'bank', context: '   ' }, 'invalid_request'],
    ['a sentence that is not text', { subject: 'bank', context: 42 }, 'invalid_request'],
    ['a sentence outside a definition', { mode: 'conversation', messages: [{ role: 'user', content: 'Hi' }], context: 'Hi there' }, 'context_not_allowed'],
  ])('refuses %s with a 400', async (_label, body, code) => {
    const response = await define(body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(code);
  });
});
