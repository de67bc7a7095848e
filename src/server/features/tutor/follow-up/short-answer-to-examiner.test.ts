import { describe, expect, it } from 'vitest';
import { teacherFor } from '../tutor-test-helpers';
import { askForMoreFromShortAnswer } from './short-answer-to-examiner';

const asked = 'Certainly. How do you usually spend your weekends?';

describe("a bare answer to the examiner's question", () => {
  it.each(['yes', 'maybe', 'no', 'I like it.'])('%j is asked to say more, and the question stands', (message) => {
    expect(askForMoreFromShortAnswer(message, teacherFor('oliver'), asked)).toBe('Can you say a little more? In the test, a short answer doesn\'t show your English: give a reason or an example, in two or three sentences. How do you usually spend your weekends?');
  });

  it.each(['Why?', 'Can you repeat?', 'I usually go hiking with my friends in the mountains.', 'thanks', 'Now ask me.', 'Part 2, please.', 'ok'])('%j is left to the other answers', (message) => {
    expect(askForMoreFromShortAnswer(message, teacherFor('oliver'), asked)).toBeNull();
  });

  it('is asked once: a second short answer is let go', () => {
    const first = askForMoreFromShortAnswer('yes', teacherFor('oliver'), asked)!;
    expect(askForMoreFromShortAnswer('maybe', teacherFor('oliver'), first)).toBeNull();
  });

  it('is the examiner\'s only, and not after a cue card', () => {
    expect(askForMoreFromShortAnswer('yes', teacherFor('sophia'), asked)).toBeNull();
    expect(askForMoreFromShortAnswer('ok', teacherFor('oliver'), 'Describe a place you like, and you should say where it is.')).toBeNull();
  });
});
