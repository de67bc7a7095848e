/** What a learner tells the offline tutor about themselves is kept, shown, exported and remembered in the next chat. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { subscribe } from '../support/subscribe';
import { testServerForFile } from '../support/test-server-for-file';
import { waitFor } from '../support/wait-for';

const server = testServerForFile();
let learner: HttpClient;

beforeAll(async () => {
  learner = await signedInClient(server.url, 'facts-1@parley.test');
  await subscribe(server.deps, learner);
});


async function say(content: string, conversationId?: string): Promise<{ reply: string; conversationId: string }> {
  const response = await learner.request('/functions/v1/chat', { body: { teacher_slug: 'sophia', messages: [{ role: 'user', content }], ...(conversationId ? { conversation_id: conversationId } : {}) } });
  expect(response.status).toBe(200);
  return { reply: response.body.choices[0].message.content as string, conversationId: response.body.conversation_id as string };
}

const told = [
  'Is called Ines',
  'Is 34 years old',
  'Works as a nurse in a hospital',
  'Moved here from Lima last year',
  'Lives in Leeds',
  'Has an exam on 3 March',
];

describe('facts a learner tells the offline tutor', () => {
  it('are kept in "Things you told your teachers" and in the export, as the learner said them', async () => {
    let { conversationId } = await say("Hi Sophia, I'm Ines. I have 34 years and I work in a hospital as a nurse.");
    ({ conversationId } = await say('I moved here from Lima last year, and now I live in Leeds.', conversationId));
    await say('My exam is on 3 March, so I am a bit nervous.', conversationId);
    const facts = await waitFor(async () => {
      const kept = ((await learner.request('/api/learner-profile')).body.facts as Array<{ fact: string }>).map((f) => f.fact);
      return told.every((fact) => kept.includes(fact)) ? kept : undefined;
    });
    expect(facts).toHaveLength(told.length);
    const exported = (await learner.request('/api/account/export')).body.learner_profile.facts.map((f: { fact: string }) => f.fact);
    expect(exported.sort()).toEqual([...told].sort());

    // In a Spanish interface the panel says them in Spanish, the learner's own words kept.
    const inSpanish = ((await learner.request('/api/learner-profile', { headers: { 'Accept-Language': 'es' } })).body.facts as Array<{ fact: string }>).map((f) => f.fact);
    expect(inSpanish.sort()).toEqual(['Se llama Ines', 'Tiene 34 años', 'Trabaja como nurse (a hospital)', 'Se mudó aquí desde Lima (last year)', 'Vive en Leeds', 'Tiene exam (on 3 March)'].sort());
  }, 90_000);

  it('are remembered in a new conversation, and a newer one replaces the old', async () => {
    const same = await say('Do you remember what my job is?');
    expect(same.reply).toMatch(/nurse/);
    expect(same.reply).not.toMatch(/not sure/i);
    const city = await say('Where do I live, do you remember?');
    expect(city.reply).toMatch(/Leeds/);
    await say('Big news: I live in York now.');
    await waitFor(async () => {
      const kept = ((await learner.request('/api/learner-profile')).body.facts as Array<{ fact: string }>).map((f) => f.fact);
      return kept.includes('Lives in York') && !kept.includes('Lives in Leeds') ? kept : undefined;
    });
  }, 90_000);
});
