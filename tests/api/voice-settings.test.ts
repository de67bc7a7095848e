import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, voiceSettings } from '../../src/server/db/schema';
import { PAUSE_PROFILE_SIZE } from '../../src/shared/turn-taking/pause-profile';
import { createHttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();


const rowsFor = async (email: string) => {
  const [user] = await server.deps.db.select().from(users).where(eq(users.email, email));
  return server.deps.db.select().from(voiceSettings).where(eq(voiceSettings.userId, user!.id));
};

describe('/api/me/voice-settings', () => {
  it('starts at the spec defaults and saves one row per account', async () => {
    const client = await signedInClient(server.url, 'settings@parley.test');
    expect((await client.request('/api/me/voice-settings')).body).toEqual({
      settings: { end_of_turn: 'adaptive', send_after_ms: 1500, allow_interrupt: false, recognition: 'browser' },
      pauses: [],
    });
    const tap = { end_of_turn: 'fixed', send_after_ms: null, allow_interrupt: true, recognition: 'server' };
    expect((await client.request('/api/me/voice-settings', { method: 'PUT', body: tap })).body).toEqual({ settings: tap, pauses: [] });
    const slow = { end_of_turn: 'fixed', send_after_ms: 4000, allow_interrupt: false, recognition: 'server' };
    await client.request('/api/me/voice-settings', { method: 'PUT', body: slow });
    expect((await client.request('/api/me/voice-settings')).body.settings).toEqual(slow);
    expect(await rowsFor('settings@parley.test')).toMatchObject([{ endOfTurn: 'fixed', sendAfterMs: 4000, allowInterrupt: false, recognition: 'server' }]);
    // A client that does not know the choice keeps the pause it sends as a fixed one.
    const older = { send_after_ms: 2500, allow_interrupt: false, recognition: 'browser' };
    expect((await client.request('/api/me/voice-settings', { method: 'PUT', body: older })).body.settings).toEqual({ ...older, end_of_turn: 'fixed' });
    // Another account still has the defaults.
    const other = await signedInClient(server.url, 'settings-other@parley.test');
    expect((await other.request('/api/me/voice-settings')).body.settings.send_after_ms).toBe(1500);
  });

  it.each([
    [{ send_after_ms: 3000, allow_interrupt: false, recognition: 'browser' }, 'send_after_ms'],
    [{ send_after_ms: 1500, allow_interrupt: 'yes', recognition: 'browser' }, 'allow_interrupt'],
    [{ send_after_ms: 1500, allow_interrupt: false, recognition: 'google' }, 'recognition'],
    [{ send_after_ms: 1500, allow_interrupt: false, recognition: 'browser', extra: 1 }, 'extra'],
    [{ end_of_turn: 'smart', send_after_ms: 1500, allow_interrupt: false, recognition: 'browser' }, 'end_of_turn'],
  ])('refuses %j and keeps what was saved', async (body, field) => {
    const email = `settings-${field}@parley.test`;
    const client = await signedInClient(server.url, email);
    const response = await client.request('/api/me/voice-settings', { method: 'PUT', body });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(field);
    expect(await rowsFor(email)).toEqual([]);
  });

  it("keeps each learner's most recent pauses, oldest first, and only theirs", async () => {
    const client = await signedInClient(server.url, 'pauses@parley.test');
    const other = await signedInClient(server.url, 'pauses-other@parley.test');
    const first = [{ ms: 1800, ending: 'filler' }, { ms: 900, ending: 'complete' }];
    expect((await client.request('/api/me/voice-settings/pauses', { method: 'POST', body: { pauses: first } })).body).toEqual({ pauses: first });
    const many = Array.from({ length: PAUSE_PROFILE_SIZE }, (_, at) => ({ ms: 400 + at, ending: 'open' }));
    const kept = (await client.request('/api/me/voice-settings/pauses', { method: 'POST', body: { pauses: many } })).body.pauses;
    expect(kept).toEqual(many);
    expect((await client.request('/api/me/voice-settings')).body.pauses).toEqual(many);
    expect((await other.request('/api/me/voice-settings')).body.pauses).toEqual([]);
    // 'Download my data' holds them too.
    const exported = (await client.request('/api/account/export')).body;
    expect(exported.speaking_pauses.map((p: { pause_ms: number; ending: string }) => ({ ms: p.pause_ms, ending: p.ending }))).toEqual(many);
    expect((await other.request('/api/account/export')).body.speaking_pauses).toEqual([]);
  });

  it.each([
    [{ pauses: [{ ms: 100, ending: 'open' }] }, 'ms'],
    [{ pauses: [{ ms: 800, ending: 'maybe' }] }, 'ending'],
    [{ pauses: [] }, 'pauses'],
  ])('refuses pauses %j', async (body, field) => {
    const client = await signedInClient(server.url, `pauses-${field}@parley.test`);
    const response = await client.request('/api/me/voice-settings/pauses', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(field);
  });

  it('requires a session', async () => {
    expect((await createHttpClient(server.url).request('/api/me/voice-settings')).status).toBe(401);
    expect((await createHttpClient(server.url).request('/api/me/voice-settings/pauses', { method: 'POST', body: { pauses: [] } })).status).toBe(401);
  });
});
