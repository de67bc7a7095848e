/** How someone close to the learner feels: a word for that person and a question about them, not the learner's hard time. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../lib/language-model';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const LEARNERS_HARD_TIME = /What do you find hardest|What helps you when|How did you handle it|How did you feel afterwards|anyone who helps you/;

async function replyAfter(turns: string[]): Promise<string> {
  const messages: ChatMessage[] = [];
  let reply = '';
  for (const turn of turns) {
    messages.push({ role: 'user', content: turn });
    reply = await askTutor({ slug: 'sophia', messages });
    messages.push({ role: 'assistant', content: reply });
  }
  return reply;
}

describe('how someone close to the learner feels', () => {
  it.each([
    [['My daughter started school this week.', 'She is six years old. She was very nervous.'], /\bher\b|\bshe\b/],
    [['My son is sad because his friend moved away.'], /\bhe\b|\bhim\b/],
    [['My husband was very tired after work.'], /\bhe\b/],
    [['My kids were really scared of the storm.'], /\bthey\b|\bthem\b/],
    [['My best friend is a bit lonely in her new city.'], /\bthey\b|\bthem\b/],
    // A pet, of either sex.
    [['My cat is sick.'], /\bthey\b|\bthem\b/],
    // In hospital, or visited there.
    [['My grandma is in hospital.'], /\bshe\b|\bher\b/],
    [['Tomorrow I am going to visit my uncle in the hospital.'], /\bhe\b|\bhim\b/],
    // A friend named, then the pronoun in the same message.
    [['My best friend is getting divorced and she is very sad.'], /\bshe\b|\bher\b/],
    [['My colleague lost his dog and he is really upset.'], /\bhe\b|\bhim\b/],
    // Hurt in a fall or an accident.
    [['My sister broke her leg skiing.'], /\bshe\b|\bher\b/],
    [['My dad fell off a ladder yesterday.'], /\bhe\b|\bhim\b/],
    // Ill with something they have.
    [['My son has a fever since yesterday.'], /\bhe\b|\bhim\b/],
    [["My mum's got the flu."], /\bshe\b|\bher\b/],
    // The learner's worry about them is for them.
    [['My mother is sick and I am worried about her.'], /\bshe\b|\bher\b/],
  ])('%j gets a word and a question about that person', async (turns, aboutThem) => {
    const reply = await replyAfter(turns);
    expect(reply).toMatch(/normal|poor thing|hope .* (?:feel|get some rest)|sorry/i);
    expect(reply).toMatch(aboutThem);
    expect(reply).not.toMatch(LEARNERS_HARD_TIME);
    expect(reply).not.toMatch(/\bthey feels\b|\bIs they\b/);
  });

  it.each([
    [['She was very nervous.']],
    [['My son is a nervous driver.']],
    [['My boss was angry with me.']],
    [['My friend called me yesterday.', 'She was very worried.']],
    [['I was very nervous at my son’s wedding.']],
    [['My mother is sick and I am very sad.']],
    [['My father works in a hospital.']],
    [['I am going to visit my aunt in Leeds.']],
    [['My brother broke his phone again.']],
    // A friend named in an earlier message, then 'she': who she is stays unsure.
    [['I have a friend from school.', 'She is very nervous.']],
    [['My son fell asleep on the sofa.']],
  ])('leaves %j, with no one close to the learner feeling something, to the rest of the conversation', async (turns) => {
    expect(await replyAfter(turns)).not.toMatch(/usually gets easier|usually passes|poor thing|cheer .* up/i);
  });
});
