/** A body nested 5,000 levels deep is the caller's mistake: a 400 on every kind of route, never a 500. */
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const nestedArrays = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const nestedObjects = `{"word":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;

describe('a JSON body nested 5,000 levels deep', () => {
  it.each([
    ['a notebook word', '/api/notebook/words'],
    ['a chat turn', '/functions/v1/chat'],
    ['a review grade', '/api/review/00000000-0000-4000-8000-000000000000'],
    ['a sign-in (Better Auth reads its own body)', '/api/auth/sign-in/email'],
  ])('is a 400 for %s', async (_name, path) => {
    const client = await signedInClient(server.url, `nested-${path.replace(/\W/g, '')}@parley.test`);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const body of [nestedArrays, nestedObjects]) {
      const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie }, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'too_deeply_nested', error: 'The request body is nested too deeply (at most 64 levels).' });
    }
  });

  it('leaves an ordinary body alone', async () => {
    const client = await signedInClient(server.url, 'nested-ordinary@parley.test');
    const saved = await client.request('/api/notebook/words', { body: { word: 'Serendipity', definition: 'a happy accident' } });
    expect(saved.status).toBe(201);
  });
});
