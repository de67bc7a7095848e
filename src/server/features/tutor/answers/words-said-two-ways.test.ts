/** Words spelt one way and said two ways: asked which, both ways are told; other questions about them are left alone. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { WORDS_SAID_TWO_WAYS } from './words-said-two-ways';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('words said two ways', () => {
  it.each([
    ["Is 'read' pronounced the same in past and present?", 'read', /^.+ No, 'read' is said two ways\. In the present, .* reed \(\/riːd\/\).* In the past, .* red, like the colour \(\/red\/\)/],
    ["Is 'record' the noun said like the verb?", 'record', /No, 'record' is said two ways\. As a noun, it sounds like REK-ord.* As a verb, it sounds like ri-KORD/],
    ["How do you pronounce 'read' in the past?", 'read', /'Read' is said two ways\./],
    ["Do you say 'close' the same when it means near?", 'close', /No, 'close' is said two ways\. As an adjective, near, it sounds like klohss/],
    ["Is 'live' pronounced differently in 'I live here' and 'live music'?", 'live', /Yes, 'live' is said two ways\. As a verb/],
    ["How do you say 'present' as a verb?", 'present', /'Present' is said two ways\..* As a verb, to show or give formally, it sounds like pri-ZENT/],
  ])('%j gets both ways', async (question, word, answer) => {
    expect(detectQuestion(question, teacherFor('maya'))).toEqual({ kind: 'word-said-two-ways', subject: word });
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: question }] });
    expect(reply).toMatch(answer);
    expect(reply).toMatch(/Try it: say the two example sentences aloud/);
  });

  it.each([
    ["How do you pronounce 'live'?", 'pronunciation'],
    ["I read a book in the past week. How do you pronounce 'thought'?", 'pronunciation'],
    ['What is the past of read?', 'past-tense'],
  ])('leaves %j to another answer (%s)', (question, kind) => {
    expect(detectQuestion(question, teacherFor('maya'))?.kind).toBe(kind);
  });

  it.each(WORDS_SAID_TWO_WAYS.map((entry) => [entry.word, entry] as const))('%s: two different sounds, each with its own sentence', (_word, entry) => {
    const [first, second] = entry.ways;
    expect(first.ipa).not.toBe(second.ipa);
    expect(first.sounds).not.toBe(second.sounds);
    for (const way of entry.ways) expect(way.ipa).toMatch(/^\/.+\/$/);
  });
});
