/** The lesson's own terms and the task's questions, asked of the teacher who would be asked them: the answer and its task, not a dodge. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../../tutor-test-helpers';
import { TEACHING_TERMS_KNOW_HOW } from './teaching-terms-know-how';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const topic = (id: string) => TEACHING_TERMS_KNOW_HOW.find((t) => t.id === id)!;
const opening = (id: string) => topic(id).answer.split(/(?<=[.!?])\s/)[0]!;

describe('asked of the teacher who would be asked it', () => {
  it.each([
    ['maya', 'what is minimal pair?', 'minimal-pairs'],
    ['maya', 'What is connected speech?', 'connected-speech'],
    ['maya', 'what is linking? like "an apple"', 'linking-sounds'],
    ['maya', "is 'can' weak?", 'weak-forms'],
    ['maya', 'What is sentence stress?', 'sentence-stress'],
    ['maya', 'What is rhythm in English?', 'english-rhythm'],
    ['daniel', 'What should I say first, my education or my experience?', 'education-or-experience-first'],
    ['daniel', 'If they offer 52000, should I accept it immediately?', 'accept-the-first-offer'],
    ['claire', 'Should I use bullet points?', 'bullet-points'],
    ['claire', 'What tense should I use in a report?', 'report-tense'],
    ['claire', 'How can I make my conclusion stronger?', 'stronger-conclusion'],
    ['claire', 'Can you write the whole essay for me?', 'write-it-for-me'],
  ])('%s: %j', async (slug, question, id) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: question }] });
    expect(reply).not.toMatch(/not sure/i);
    expect(reply).toContain(opening(id));
    expect(reply).toContain(topic(id).followUp);
  }, 20_000);
});

describe('left to the answers that already take them', () => {
  it.each([
    ['maya', 'What is the schwa?', 'The schwa, written /ə/'],
    ['claire', 'What linking words can I use in an essay?', 'linking words'],
  ])('%s: %j', async (slug, question, expected) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: question }] });
    expect(reply.toLowerCase()).toContain(expected.toLowerCase());
  }, 20_000);
});
