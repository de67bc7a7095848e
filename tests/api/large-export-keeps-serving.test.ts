/**
 * Downloading an 18,000-word notebook is written in slices: the file is whole and the event loop is never
 * held long by its serialization (once one JSON.stringify of the document, 800+ ms on this machine).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { addNotebookEntries } from '../../src/server/features/notebook/add-notebook-entries';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';
import { userIdOf } from '../support/usage-fixtures';

const server = testServerForFile();

describe('a large account export', () => {
  it('arrives whole, as a download, without holding the event loop for long while it is written', async () => {
    const client = await signedInClient(server.url, 'hoarder@parley.test');
    const userId = await userIdOf(client);
    const words = Array.from({ length: 18_000 }, (_, i) => ({ kind: 'word' as const, front: `word-${i}`, back: `the meaning of word ${i}, at some length to be realistic`, note: 'An example sentence for the word.' }));
    for (let at = 0; at < words.length; at += 1_000) await addNotebookEntries(server.deps.db, userId, words.slice(at, at + 1_000));

    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // A fresh request first: the pooled connection may have idled past the server's keep-alive while the words were added.
    await fetch(`${server.url}/api/me/profile`, { headers: { Cookie: cookie } }).then((r) => r.text());
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const response = await fetch(`${server.url}/api/account/export`, { headers: { Cookie: cookie } });
    const text = await response.text();
    delay.disable();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="parley-data-/);
    const exported = JSON.parse(text);
    expect(exported.notebook).toHaveLength(18_000);
    expect(new Set(exported.notebook.map((entry: { front: string }) => entry.front))).toEqual(new Set(words.map((word) => word.front)));
    // The longest stall of the (shared, in-process) event loop while the export was written.
    expect(delay.max / 1e6).toBeLessThan(400);
  }, 120_000);
});
