/**
 * A message with slips of several kinds ('recieve' is spelling, 'informations' a noun that does not count): each part kept
 * in the Notebook is explained by its own rule, not by the sentence's first one, in English and in Lucía's Spanish.
 */
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';
import { waitFor } from '../support/wait-for';

const server = testServerForFile();

type Entry = { front: string; back: string; note: string };

async function keptAfter(client: HttpClient, teacher: string, content: string, count: number): Promise<Entry[]> {
  expect((await client.request('/functions/v1/chat', { body: { teacher_slug: teacher, messages: [{ role: 'user', content }] } })).status).toBe(200);
  return waitFor(async () => {
    const entries = (await client.request('/api/notebook?kind=correction')).body.entries as Entry[];
    return entries.length >= count ? entries : undefined;
  }, 30_000);
}

describe('the reason kept with each corrected part', () => {
  it('is that part’s own, in a sentence with a spelling slip and an uncountable noun', async () => {
    const client = await signedInClient(server.url, 'reason-per-fix@parley.test');
    const entries = await keptAfter(client, 'sophia', 'Every day I recieve a lot of informations from my freinds.', 3);
    const noteOf = (back: string) => entries.find((e) => e.back.includes(back))?.note;
    expect(noteOf('receive')).toBe("That word is spelt 'receive'.");
    expect(noteOf('friends')).toBe("That word is spelt 'friends'.");
    expect(noteOf('of information')).toMatch(/^'information' is uncountable/);
  }, 60_000);

  it('is that part’s own in Spanish too', async () => {
    const client = await signedInClient(server.url, 'reason-per-fix-es@parley.test');
    const entries = await keptAfter(client, 'lucia', 'Mi hermana es muy simpatico y tambien inteligente.', 2);
    expect(entries.find((e) => e.back.includes('también'))?.note).toBe("'también' lleva tilde. It takes a written accent.");
    expect(entries.find((e) => e.back.includes('simpática'))?.note).toMatch(/^El adjetivo concuerda con el sujeto/);
  }, 60_000);
});
