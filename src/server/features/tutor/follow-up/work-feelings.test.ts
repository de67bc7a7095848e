/** How the learner's work feels is the news: a boring or tiring job is met as such, not with where it is. */
import { describe, expect, it } from 'vitest';
import { createChooser } from '../choose-variant';
import { readLearnerFacts } from './learner-facts';
import { respondToFacts } from './respond-to-facts';

const respond = (message: string) => respondToFacts({ message, facts: readLearnerFacts([message]), assistantMessages: [], chooser: createChooser(message) });
const said = (message: string) => {
  const response = respond(message);
  return response ? `${response.acknowledgement} ${response.question}` : '';
};

describe('a job told with how it feels', () => {
  it.each(['I work in a bank but my job is very boring for me.', 'I am a cashier and I hate my job.'])('%j: a dull job', (message) => {
    expect(said(message)).toMatch(/dull job|it's boring/);
    expect(said(message)).toMatch(/more interesting|enjoy more|go faster/);
  });

  it.each(["I'm a nurse and my work is really tiring.", 'I work at a hospital and my job is very stressful.'])('%j: a hard one', (message) => {
    expect(said(message)).toMatch(/^(?:That sounds tough|I'm sorry, a job like that)/);
  });

  it.each(['I work at a school and I love my job, it is never boring.', 'I work in a bank.', "I'm a nurse and my work is not stressful at all."])('%j: no feeling to meet', (message) => {
    expect(said(message)).not.toMatch(/dull job|it's boring|That sounds tough|a job like that/);
  });
});
