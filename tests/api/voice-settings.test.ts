import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, voiceSettings } from '../../src/server/db/schema';
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
    expect((await client.request('/api/me/voice-settings')).body).toEqual({ settings: { send_after_ms: 1500, allow_interrupt: false, recognition: 'browser' } });
    const tap = { send_after_ms: null, allow_interrupt: true, recognition: 'server' };
    expect((await client.request('/api/me/voice-settings', { method: 'PUT', body: tap })).body).toEqual({ settings: tap });
    const slow = { send_after_ms: 4000, allow_interrupt: false, recognition: 'server' };
    await client.request('/api/me/voice-settings', { method: 'PUT', body: slow });
    expect((await client.request('/api/me/voice-settings')).body).toEqual({ settings: slow });
    expect(await rowsFor('settings@parley.test')).toMatchObject([{ sendAfterMs: 4000, allowInterrupt: false, recognition: 'server' }]);
    // Another account still has the defaults.
    const other = await signedInClient(server.url, 'settings-other@parley.test');
    expect((await other.request('/api/me/voice-settings')).body.settings.send_after_ms).toBe(1500);
  });

  it.each([
    [{ send_after_ms: 3000, allow_interrupt: false, recognition: 'browser' }, 'send_after_ms'],
    [{ send_after_ms: 1500, allow_interrupt: 'yes', recognition: 'browser' }, 'allow_interrupt'],
    [{ send_after_ms: 1500, allow_interrupt: false, recognition: 'google' }, 'recognition'],
    [{ send_after_ms: 1500, allow_interrupt: false, recognition: 'browser', extra: 1 }, 'extra'],
  ])('refuses %j and keeps what was saved', async (body, field) => {
    const email = `settings-${field}@parley.test`;
    const client = await signedInClient(server.url, email);
    const response = await client.request('/api/me/voice-settings', { method: 'PUT', body });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(field);
    expect(await rowsFor(email)).toEqual([]);
  });

  it('requires a session', async () => {
    expect((await createHttpClient(server.url).request('/api/me/voice-settings')).status).toBe(401);
  });
});
