/** "I'm new here. How does this work?": what practising with this teacher is like, and how to start. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { answerHowItWorks } from './how-it-works';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('how practising here works', () => {
  it.each([
    ['sophia', 'Hello, I am new here. How does this work?', /^Just talk to me, about anything you like/],
    ['oliver', 'How does this work?', /Part 1 questions about you, a Part 2 cue card/],
    ['maya', 'What can you do?', /^Ask me how any word sounds/],
    ['daniel', 'How can you help me?', /^I play the interviewer/],
    ['claire', 'How do I use this?', /^Paste anything you're writing/],
    ['ethan', 'Sorry, how does this work?', /^We practise the English of work/],
    ['lucia', '¿Cómo funciona esto?', /^Háblame en español/],
  ])('%s, asked %j, says what she does and how to start', async (slug, message, answer) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(answer);
    expect(reply).toMatch(/\?\)?$/);
  });

  it.each(['How does the present perfect work?', 'How does your job work?', 'What can you do at the weekend in Portland?', 'How can you help me with my essay?'])('leaves %j to other answers', (message) => {
    expect(answerHowItWorks(message, teacherFor('sophia'))).toBeNull();
  });
});
