/**
 * A lesson's 'Say the phrases': the phrase said aloud is heard by the same check as Maya's practice, as part of the
 * lesson. A free account's included lesson is heard after its two chat messages are used (within the free daily
 * allowance of recorded seconds, counted in the ledger); a phrase that is not the lesson's, or a lesson behind the
 * upgrade, is refused and costs nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usageEvents, userProfiles } from '../../src/server/db/schema';
import { UNITS_BY_LANGUAGE } from '../../src/server/features/course/units/all-units';
import { encodeWav } from '../../src/server/features/speech/wav-header';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const [firstUnit] = UNITS_BY_LANGUAGE.en;
const included = firstUnit!.lessons[0]!;
const behindUpgrade = firstUnit!.lessons[1]!;
/** Two seconds of a tone at 16 kHz: enough to be heard and scored (badly), and counted. */
const recording = encodeWav(new Int16Array(32_000).map((_, i) => Math.round(800 * Math.sin(i / 5))), 16_000);

async function say(client: HttpClient, route: string, text: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${server.url}${route}?teacher_slug=maya&duration_ms=2000&text=${encodeURIComponent(text)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'audio/wav', Origin: server.url, Cookie: cookie },
    body: new Uint8Array(recording),
  });
  return { status: response.status, body: await response.json() };
}

describe("a lesson's phrase said aloud", () => {
  it("is heard for a free account whose two messages are used, in its included lesson only, and counted", async () => {
    const client = await signedInClient(server.url, 'phrase-check@parley.test');
    const userId = (await client.request('/api/me/profile')).body.profile.user_id as string;
    await server.deps.db.update(userProfiles).set({ messageCount: 2 }).where(eq(userProfiles.userId, userId));
    const phrase = included.targetPhrases.find((p) => /^[A-Za-z' ,.!?;:-]+$/.test(p.text))!.text;

    // Maya's practice is a message's worth: refused once the two are used.
    expect((await say(client, '/functions/v1/pronunciation', phrase)).status).toBe(402);
    const heard = await say(client, `/api/course/lessons/${included.id}/phrases/check`, phrase);
    expect(heard.body).toMatchObject({ text: phrase });
    expect(heard.status).toBe(200);
    expect(heard.body.text).toBe(phrase);
    expect(heard.body.words.length).toBeGreaterThan(0);
    const events = await server.deps.db.select().from(usageEvents).where(eq(usageEvents.userId, userId));
    expect(events.filter((e) => e.purpose === 'pronunciation')).toHaveLength(1);

    const notTheLessons = await say(client, `/api/course/lessons/${included.id}/phrases/check`, 'I think so.');
    expect(notTheLessons).toMatchObject({ status: 400, body: { code: 'unknown_phrase' } });
    const locked = await say(client, `/api/course/lessons/${behindUpgrade.id}/phrases/check`, behindUpgrade.targetPhrases[0]!.text);
    expect(locked).toMatchObject({ status: 402, body: { code: 'upgrade_required' } });
    const after = await server.deps.db.select().from(usageEvents).where(eq(usageEvents.userId, userId));
    expect(after.filter((e) => e.purpose === 'pronunciation')).toHaveLength(1);
  }, 60_000);
});
