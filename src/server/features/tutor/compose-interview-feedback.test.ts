import { beforeAll, describe, expect, it } from 'vitest';
import { splitSentences } from '#/shared/split-sentences';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from './tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const LABELS = ['Strengths:', 'Improvements:', 'Structure:', 'Language:', 'Next step:'];
const STRONG_ANSWER =
  'At my previous job I was responsible for the support team. We had a backlog of 300 tickets. ' +
  'I organised a new rota and I trained two new colleagues, and as a result we reduced the backlog by 80 percent in one month.';

function feedbackOn(answer: string): Promise<string> {
  return askTutor({
    slug: 'daniel',
    purpose: 'interview-feedback',
    topic: 'Interview Practice',
    messages: [{ role: 'assistant', content: 'Tell me about a time you improved a process.' }, { role: 'user', content: answer }],
  });
}

function expectFiveLabelledSentences(feedback: string): string[] {
  const lines = feedback.split('\n');
  expect(lines.map((line) => LABELS.find((label) => line.startsWith(label)))).toEqual(LABELS);
  expect(splitSentences(feedback).length).toBeLessThanOrEqual(5);
  for (const line of lines) expect(splitSentences(line)).toHaveLength(1);
  return lines;
}

describe('interview feedback', () => {
  it('praises a complete STAR answer with numbers and action verbs', async () => {
    const lines = expectFiveLabelledSentences(await feedbackOn(STRONG_ANSWER));
    expect(lines[0]).toMatch(/numbers/);
    expect(lines[2]).toMatch(/all four STAR parts/);
    expect(lines[3]).toMatch(/My check found no error it is sure of \(it misses some\)/);
    // Nothing missing: what it taught them, in the improvement and the next step alike, never two opposite things.
    expect(lines[1]).toMatch(/what you learned/);
    expect(lines[4]).toMatch(/adding what you learned from it\.$/);
    // Told already: tied to the job instead.
    const withLesson = expectFiveLabelledSentences(await feedbackOn(`${STRONG_ANSWER} What I learned from this is that small changes can have a big effect.`));
    expect(withLesson[1]).toMatch(/Link it to this job/);
  });

  it('praises no numbers the result does not have: people counted in the story are no figure', async () => {
    const answer = 'Last year two colleagues in my team were arguing about a deadline. I talked to both of them and I proposed a new plan for the tasks. In the end they agreed and we delivered the project on time.';
    const lines = expectFiveLabelledSentences(await feedbackOn(answer));
    expect(lines[0]).not.toMatch(/numbers/);
  });

  it('points out a short answer, the missing STAR parts and a grammar slip', async () => {
    const lines = expectFiveLabelledSentences(await feedbackOn('We worked hard and the project was good. He helped me alot.'));
    expect(lines[1]).toMatch(/only \d+ words/);
    expect(lines[2]).toMatch(/missing/);
    expect(lines[2]).toMatch(/result/);
    expect(lines[3]).toContain("say 'me a lot' rather than 'me alot'");
  });

  it('tells no slip from a family that may only ask: it asks about it, as a conversation does, and calls nothing accurate', async () => {
    // 'He have helped' is subject-verb agreement, a family measured too rarely right to correct (it asks in a conversation).
    const lines = expectFiveLabelledSentences(await feedbackOn('We worked hard and the project was good. He have helped me a lot.'));
    expect(lines[3]).not.toMatch(/Watch one slip|say 'He has'/);
    expect(lines[3]).toMatch(/^Language: A question to think about: would 'He has' fit better than 'He have' there\?$/);
  });

  it('hears the task, the actions and the result in a story told without the textbook words', async () => {
    const answer =
      'Two years ago I worked on the front desk of a small hotel. One night the booking system crashed and forty guests were arriving. ' +
      'My job was to make sure everybody still got a room. I printed the list from the morning email, I phoned my colleague to come in, ' +
      'and we checked people in by hand. In the end every guest had a room before midnight.';
    const lines = expectFiveLabelledSentences(await feedbackOn(answer));
    expect(lines[2]).toMatch(/all four STAR parts/);
    expect(lines[1]).not.toMatch(/result/);
  });

  it('asks for a result when the story stops at the actions', async () => {
    const answer =
      'Last year our biggest project was three weeks late. My task was to get it back on track, so I talked to each developer ' +
      'about what was blocking them, I planned a new schedule with the team and I set up daily check-ins with the client.';
    const lines = expectFiveLabelledSentences(await feedbackOn(answer));
    expect(lines[1]).toMatch(/result/);
    expect(lines[2]).toMatch(/the result was missing/);
  });

  it('still answers in five labelled lines before any answer', async () => {
    expectFiveLabelledSentences(await askTutor({ slug: 'daniel', purpose: 'interview-feedback', topic: 'Interview Practice' }));
  });
});

describe('the language line when only a question can be asked', () => {
  it('asks about the change a family not yet proven would make, and does not call the grammar accurate', async () => {
    const lines = expectFiveLabelledSentences(await feedbackOn('I am very hardworking person and I always finish my tasks on time.'));
    expect(lines[3]).toMatch(/^Language: A question to think about: would 'am a very' fit better than 'am very' there\?$/);
    expect(lines[3]).not.toMatch(/accurate/);
  });
});
