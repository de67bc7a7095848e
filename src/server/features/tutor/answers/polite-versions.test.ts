import { describe, expect, it } from 'vitest';
import { teacherFor } from '../tutor-test-helpers';
import { answerPoliteVersion, POLITE_REQUESTS } from './polite-versions';

describe('blunt words asked to be said politely', () => {
  it.each(POLITE_REQUESTS.examples)('%j gets the polite way and why', (message) => {
    expect(answerPoliteVersion(message, teacherFor('ethan'))).toMatch(/^Try: '.+' or '.+' .+ How would you say it in your own situation\?$/);
  });

  it.each(POLITE_REQUESTS.counterExamples)('%j is left to the other answers', (message) => {
    expect(answerPoliteVersion(message, teacherFor('ethan'))).toBeNull();
  });

  it('keeps what the learner asked for', () => {
    expect(answerPoliteVersion('How do I say "you are wrong" nicely?', teacherFor('sophia'))).toMatch(/'I see it a bit differently\.'/);
    expect(answerPoliteVersion("How can I say 'let me finish' but polite?", teacherFor('ethan'))).toMatch(/Sorry, could I just finish my point\?/);
  });
});
