/**
 * A lesson's roleplay with a model key: the model is told the scene and the goals still to reach (never the
 * learner's words outside user messages), its answer is the teacher's, the call is in the usage ledger under
 * purpose 'lesson', and the goal tracker still reads the learner's own words. A failing model leaves the lesson
 * going: the scripted scene answers.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usageEvents } from '../../src/server/db/schema';
import { UNITS_BY_LANGUAGE } from '../../src/server/features/course/units/all-units';
import { signedInClient } from '../support/sign-in';
import { openAiTestServerForFile } from '../support/test-server-for-file';

const { openai, server } = openAiTestServerForFile();
const lesson = UNITS_BY_LANGUAGE.en[0]!.lessons[0]!;

describe('a lesson with a model', () => {
  it("answers with the model's words, tells it the goals, records the call, and tracks the learner's goals", async () => {
    const client = await signedInClient(server.url, 'course-model@parley.test');
    const userId = (await client.request('/api/me/profile')).body.profile.user_id as string;
    openai.behaviour = 'reply';
    openai.reply = 'Lovely. And what would you like next?';
    const started = await client.request(`/api/course/lessons/${lesson.id}/runs`, { method: 'POST', body: {} });
    const before = openai.requests.length;
    const goal = lesson.scenario.goals[0]!;
    const turn = await client.request(`/api/course/lessons/${lesson.id}/turn`, { body: { run_id: started.body.run.id, text: goal.examples[0] } });
    expect(turn.status).toBe(200);
    expect(turn.body.reply).toBe('Lovely. And what would you like next?');
    expect(turn.body.run.goals.find((g: any) => g.id === goal.id).is_met).toBe(true);
    const sent = openai.requests.slice(before).find((r) => r.path.includes('chat/completions'))!;
    const system = sent.body.messages[0];
    expect(system.role).toBe('system');
    expect(system.content).toContain(lesson.scenario.teacherRole);
    expect(system.content).toContain(lesson.scenario.goals[1]!.label);
    expect(system.content).not.toContain(goal.examples[0]);
    expect(sent.body.messages.at(-1)).toEqual({ role: 'user', content: goal.examples[0] });
    const usage = await server.deps.db.select().from(usageEvents).where(eq(usageEvents.userId, userId));
    expect(usage.map((row) => row.purpose)).toContain('lesson');
  });

  it('keeps the lesson going with the scripted scene when the model fails', async () => {
    const client = await signedInClient(server.url, 'course-model-fails@parley.test');
    openai.behaviour = 'http-500';
    const started = await client.request(`/api/course/lessons/${lesson.id}/runs`, { method: 'POST', body: {} });
    const goal = lesson.scenario.goals[0]!;
    const turn = await client.request(`/api/course/lessons/${lesson.id}/turn`, { body: { run_id: started.body.run.id, text: goal.examples[0] } });
    openai.behaviour = 'reply';
    expect(turn.status).toBe(200);
    expect(turn.body.reply).toContain(goal.acknowledgement);
  });
});
