/**
 * The course through its API, keyless: a free learner's path opens one lesson; its roleplay reaches every goal
 * from the learner's own words and completes ("Lesson complete"), its phrases enter Review, and the next lesson
 * asks for the upgrade. A subscriber's lessons open in order and the unit check unlocks the next unit. A run's
 * turns hold their bound under parallel requests, and bad input changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LESSON_MAX_TURNS } from '../../src/shared/api/course';
import { lessonRuns, notebookEntries } from '../../src/server/db/schema';
import { UNITS_BY_LANGUAGE } from '../../src/server/features/course/units/all-units';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { subscribe } from '../support/subscribe';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
let learners = 0;
const [firstUnit, secondUnit] = UNITS_BY_LANGUAGE.en;

async function learner(): Promise<{ client: HttpClient; userId: string }> {
  const client = await signedInClient(server.url, `course-${++learners}@parley.test`);
  const userId = (await client.request('/api/me/profile')).body.profile.user_id as string;
  return { client, userId };
}

/** Starts a run and says each goal's first example: every goal is reached, the last turn completes the lesson. */
async function completeLesson(client: HttpClient, lessonId: string) {
  const started = await client.request(`/api/course/lessons/${lessonId}/runs`, { method: 'POST', body: {} });
  expect(started.status).toBe(201);
  const lesson = UNITS_BY_LANGUAGE.en.flatMap((unit) => unit.lessons).find((l) => l.id === lessonId)!;
  let last: any;
  for (const goal of lesson.scenario.goals) {
    last = await client.request(`/api/course/lessons/${lessonId}/turn`, { body: { run_id: started.body.run.id, text: goal.examples[0] } });
    expect(last.status).toBe(200);
    expect(last.body.reply.length).toBeGreaterThan(0);
  }
  return last.body;
}

describe('a free learner', () => {
  it('has the first lesson of their level open and the rest behind the upgrade', async () => {
    const { client } = await learner();
    const path = await client.request('/api/course/path?language=en');
    expect(path.status).toBe(200);
    expect(path.body.next_lesson_id).toBe(firstUnit!.lessons[0]!.id);
    expect(path.body.units[0].lessons.map((l: any) => l.status)).toEqual(['open', 'upgrade', 'upgrade']);
    expect(path.body.units[0].check.status).toBe('upgrade');
  });

  it('completes the lesson by reaching its goals, keeps its phrases for Review, and is offered the upgrade next', async () => {
    const { client, userId } = await learner();
    const lessonId = firstUnit!.lessons[0]!.id;
    const done = await completeLesson(client, lessonId);
    expect(done.run.is_complete).toBe(true);
    expect(done.run.goals.every((goal: any) => goal.is_met)).toBe(true);
    expect(done.reply).toContain(firstUnit!.lessons[0]!.scenario.closing);
    const words = await server.deps.db.select().from(notebookEntries).where(and(eq(notebookEntries.userId, userId), eq(notebookEntries.kind, 'word')));
    expect(words.map((w) => w.front).sort()).toEqual(firstUnit!.lessons[0]!.targetPhrases.map((p) => p.text).sort());
    const path = await client.request('/api/course/path?language=en');
    expect(path.body.units[0].lessons[0].status).toBe('done');
    const next = await client.request(`/api/course/lessons/${firstUnit!.lessons[1]!.id}`);
    expect(next.status).toBe(402);
    expect(next.body.code).toBe('upgrade_required');
  });

  it('hears a turn that reaches no goal with a hint, and the goal stays open', async () => {
    const { client } = await learner();
    const lesson = firstUnit!.lessons[0]!;
    const started = await client.request(`/api/course/lessons/${lesson.id}/runs`, { method: 'POST', body: {} });
    const goal = lesson.scenario.goals[0]!;
    const turn = await client.request(`/api/course/lessons/${lesson.id}/turn`, { body: { run_id: started.body.run.id, text: goal.counterExamples[0] } });
    expect(turn.status).toBe(200);
    expect(turn.body.reply).toContain(goal.hint);
    expect(turn.body.run.goals.find((g: any) => g.id === goal.id).is_met).toBe(false);
  });
});

describe('a slip in a lesson that no family vouches for', () => {
  it('is asked about, as in the chat, and kept on the run as a question: not a correction, not in the Notebook', async () => {
    const { client, userId } = await learner();
    const lesson = firstUnit!.lessons[0]!;
    const started = await client.request(`/api/course/lessons/${lesson.id}/runs`, { method: 'POST', body: {} });
    const turn = await client.request(`/api/course/lessons/${lesson.id}/turn`, { body: { run_id: started.body.run.id, text: 'My name are Ana.' } });
    expect(turn.status).toBe(200);
    expect(turn.body.reply).toMatch(/'name are'.*'name is'|'name is'.*'name are'/);
    expect(turn.body.run.corrections).toEqual([{ original: 'name are', corrected: 'name is', is_question: true }]);
    const kept = await server.deps.db.select().from(notebookEntries).where(and(eq(notebookEntries.userId, userId), eq(notebookEntries.kind, 'correction')));
    expect(kept).toEqual([]);
  });
});

describe('a subscriber', () => {
  it('opens lessons in order, and the unit check unlocks the next unit', async () => {
    const { client } = await learner();
    await subscribe(server.deps, client, 'sub_course');
    const [l1, l2, l3] = firstUnit!.lessons;
    expect((await client.request(`/api/course/lessons/${l3!.id}`)).status).toBe(403);
    expect((await client.request(`/api/course/units/${firstUnit!.id}/check`)).status).toBe(403);
    for (const lesson of [l1!, l2!, l3!]) await completeLesson(client, lesson.id);
    const check = await client.request(`/api/course/units/${firstUnit!.id}/check`);
    expect(check.status).toBe(200);
    expect(JSON.stringify(check.body)).not.toContain('"answer"');
    const wrong = await client.request(`/api/course/units/${firstUnit!.id}/check`, { body: { answers: firstUnit!.check.map((item) => (item.answer + 1) % item.options.length) } });
    expect(wrong.body.is_passed).toBe(false);
    expect((await client.request(`/api/course/lessons/${secondUnit!.lessons[0]!.id}`)).status).toBe(403);
    const right = await client.request(`/api/course/units/${firstUnit!.id}/check`, { body: { answers: firstUnit!.check.map((item) => item.answer) } });
    expect(right.body).toMatchObject({ is_passed: true, score: firstUnit!.check.length, next_unit_id: secondUnit!.id });
    expect((await client.request(`/api/course/lessons/${secondUnit!.lessons[0]!.id}`)).status).toBe(200);
  });
});

describe('bounds and bad input', () => {
  it(`takes at most ${LESSON_MAX_TURNS} turns in a run, however many arrive at once`, async () => {
    const { client } = await learner();
    const lesson = firstUnit!.lessons[0]!;
    const started = await client.request(`/api/course/lessons/${lesson.id}/runs`, { method: 'POST', body: {} });
    const text = lesson.scenario.goals[0]!.counterExamples[0]!;
    const answers = await Promise.all(Array.from({ length: LESSON_MAX_TURNS + 6 }, () => client.request(`/api/course/lessons/${lesson.id}/turn`, { body: { run_id: started.body.run.id, text } })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LESSON_MAX_TURNS);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.code === 'lesson_turns_used')).toBe(true);
    const [run] = await server.deps.db.select().from(lessonRuns).where(eq(lessonRuns.id, started.body.run.id));
    expect(run!.learnerTurns).toBe(LESSON_MAX_TURNS);
    expect((run!.turns as unknown[]).length).toBe(2 * LESSON_MAX_TURNS);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const { client } = await learner();
    const other = await learner();
    const lesson = firstUnit!.lessons[0]!;
    const started = await client.request(`/api/course/lessons/${lesson.id}/runs`, { method: 'POST', body: {} });
    const runId = started.body.run.id;
    expect((await client.request(`/api/course/lessons/${lesson.id}/turn`, { body: { run_id: runId, text: '   ' } })).status).toBe(400);
    expect((await client.request(`/api/course/lessons/${lesson.id}/turn`, { body: { run_id: 'nope', text: 'Hello' } })).status).toBe(400);
    expect((await client.request('/api/course/lessons/xx-z9-99-1/turn', { body: { run_id: runId, text: 'Hello' } })).status).toBe(404);
    expect((await other.client.request(`/api/course/lessons/${lesson.id}/turn`, { body: { run_id: runId, text: 'Hello' } })).status).toBe(404);
    expect((await client.request(`/api/course/lessons/${lesson.id}/pronunciation`, { body: { run_id: runId, phrase: 'Not a phrase of it', score: 50 } })).status).toBe(400);
    expect((await client.request('/api/course/level', { method: 'PUT', body: { language: 'en', level: 'C2' } })).status).toBe(400);
    const [run] = await server.deps.db.select().from(lessonRuns).where(eq(lessonRuns.id, runId));
    expect(run!.learnerTurns).toBe(0);
    expect(run!.turns).toEqual([]);
  });

  it('keeps a phrase said aloud on the run, its latest score once', async () => {
    const { client } = await learner();
    const lesson = firstUnit!.lessons[0]!;
    const started = await client.request(`/api/course/lessons/${lesson.id}/runs`, { method: 'POST', body: {} });
    const phrase = lesson.targetPhrases[0]!.text;
    await client.request(`/api/course/lessons/${lesson.id}/pronunciation`, { body: { run_id: started.body.run.id, phrase, score: 60 } });
    const second = await client.request(`/api/course/lessons/${lesson.id}/pronunciation`, { body: { run_id: started.body.run.id, phrase, score: 85, seconds_spoken: 2 } });
    expect(second.status).toBe(200);
    expect(second.body.pronunciation).toEqual([{ phrase, score: 85 }]);
    expect(second.body.seconds_spoken).toBe(2);
  });

  it('lets the learner choose the level their path starts at', async () => {
    const { client } = await learner();
    const chosen = await client.request('/api/course/level', { method: 'PUT', body: { language: 'en', level: 'B1' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ level: 'B1', is_level_chosen: true });
    expect(chosen.body.next_lesson_id).toBe(UNITS_BY_LANGUAGE.en.find((unit) => unit.level === 'B1')!.lessons[0]!.id);
  });
});
