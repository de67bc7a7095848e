/**
 * Today through its API, keyless: a new learner's next lesson, reviews due, the drill built from their most
 * frequent kind of mistake, the daily goal (bad input a 400 that changes nothing), minutes and streak after a
 * lesson, and a free account's next lesson behind the upgrade.
 */
import { createEmptyCard } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { UNITS_BY_LANGUAGE } from '../../src/server/features/course/units/all-units';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
let learners = 0;
const [firstUnit] = UNITS_BY_LANGUAGE.en;

async function learner(): Promise<{ client: HttpClient; userId: string }> {
  const client = await signedInClient(server.url, `today-${++learners}@parley.test`);
  const userId = (await client.request('/api/me/profile')).body.profile.user_id as string;
  return { client, userId };
}

async function noteCorrection(userId: string, front: string, back: string, rule: string, minutesAgo: number, note = '') {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await server.deps.db.insert(schema.notebookEntries).values({ userId, kind: 'correction', front, back, rule, note, card: createEmptyCard(at), due: at, createdAt: at });
}

describe('Today', () => {
  it("offers a new learner their path's first lesson, no reviews, no drill yet, a 10-minute goal and no streak", async () => {
    const { client } = await learner();
    const today = await client.request('/api/today?language=en');
    expect(today.status).toBe(200);
    expect(today.body).toMatchObject({
      language: 'en',
      next_lesson: { kind: 'lesson', id: firstUnit!.lessons[0]!.id, title: firstUnit!.lessons[0]!.title, unit_title: firstUnit!.title, status: 'open' },
      reviews_due: 0,
      drill: { kind: 'none', mistakes: [], sounds: [] },
      goal_minutes: 10,
      minutes_today: 0,
      streak_days: 0,
    });
    const spanish = await client.request('/api/today?language=es');
    expect(spanish.body.next_lesson.id).toBe(UNITS_BY_LANGUAGE.es[0]!.lessons[0]!.id);
  });

  it('drills the most frequent kind of mistake first, and counts the notes due for review', async () => {
    const { client, userId } = await learner();
    await noteCorrection(userId, 'she go to work', 'she goes to work', 'subject-verb-agreement', 30);
    await noteCorrection(userId, 'he like tea', 'he likes tea', 'subject-verb-agreement', 20);
    await noteCorrection(userId, 'I am agree', 'I agree', 'model', 10);
    const today = await client.request('/api/today?language=en');
    expect(today.body.reviews_due).toBe(3);
    expect(today.body.drill.kind).toBe('mistakes');
    expect(today.body.drill.mistakes.map((m: any) => [m.said, m.better, m.rule_count])).toEqual([
      ['he like tea', 'he likes tea', 2],
      ['I am agree', 'I agree', 1],
      ['she go to work', 'she goes to work', 2],
    ]);
  });

  it("explains the drill's notes in the interface language when the learner asked for explanations in it", async () => {
    const { client, userId } = await learner();
    await noteCorrection(userId, 'reads alot', 'reads a lot', 'one-word-or-two', 20, "'a lot' is two words.");
    await noteCorrection(userId, 'I am agree', 'I agree', 'model', 10, 'Agree is a verb, so it needs no am.');
    const notes = async (locale: string) => (await client.request('/api/today?language=en', { headers: { 'Accept-Language': locale } })).body.drill.mistakes.map((m: any) => m.note);
    expect(await notes('es')).toEqual(['Agree is a verb, so it needs no am.', "'a lot' is two words."]);

    const saved = await client.request('/api/me/preferences', { method: 'PUT', body: { locale: 'es', explain_in_my_language: true } });
    expect(saved.status).toBe(200);
    expect(await notes('es')).toEqual(['Agree is a verb, so it needs no am.', '“a lot” son dos palabras.']);
    expect(await notes('en')).toEqual(['Agree is a verb, so it needs no am.', "'a lot' is two words."]);
  });

  it('keeps the daily goal the learner picks, and refuses one it does not offer without changing it', async () => {
    const { client } = await learner();
    const set = await client.request('/api/today/goal', { method: 'PUT', body: { goal_minutes: 15 } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ goal_minutes: 15 });
    for (const body of [{ goal_minutes: 7 }, { goal_minutes: '15' }, { goal_minutes: 20, extra: 1 }, {}]) {
      const refused = await client.request('/api/today/goal', { method: 'PUT', body });
      expect(refused.status).toBe(400);
    }
    expect((await client.request('/api/today/goal', { method: 'PUT', body: { goal_minutes: 7 } })).body.error).toContain('5, 10, 15, 20 or 30');
    expect((await client.request('/api/today?language=en')).body.goal_minutes).toBe(15);
    expect((await client.request('/api/today?language=fr')).status).toBe(400);
  });

  it("after a free learner's first lesson: minutes today, a one-day streak, the lesson's phrases due, and the next lesson behind the upgrade", async () => {
    const { client } = await learner();
    const lesson = firstUnit!.lessons[0]!;
    const run = await client.request(`/api/course/lessons/${lesson.id}/runs`, { method: 'POST', body: {} });
    for (const goal of lesson.scenario.goals) {
      await client.request(`/api/course/lessons/${lesson.id}/turn`, { body: { run_id: run.body.run.id, text: goal.examples[0], seconds_spoken: 30 } });
    }
    const today = await client.request('/api/today?language=en');
    expect(today.body.next_lesson).toMatchObject({ kind: 'lesson', id: firstUnit!.lessons[1]!.id, status: 'upgrade' });
    expect(today.body.minutes_today).toBeGreaterThan(0);
    expect(today.body.streak_days).toBe(1);
    expect(today.body.reviews_due).toBeGreaterThanOrEqual(lesson.targetPhrases.length);
  });

  it('is for signed-in learners only', async () => {
    const response = await fetch(`${server.url}/api/today?language=en`);
    expect(response.status).toBe(401);
  });
});
