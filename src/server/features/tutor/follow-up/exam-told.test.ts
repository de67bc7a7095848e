/** An exam, an interview or a talk told with its day: what going well would mean is asked in that event's own words. */
import { describe, expect, it } from 'vitest';
import { createChooser } from '../choose-variant';
import { readLearnerFacts } from './learner-facts';
import { respondToFacts } from './respond-to-facts';

/** The question left once the other two were asked. */
function lastQuestion(message: string, when: string, event: string): string | undefined {
  const asked = [`How are you preparing for your ${event} ${when}?`, `Which part of your ${event} worries you most?`];
  return respondToFacts({ message, facts: readLearnerFacts([message]), assistantMessages: asked, chooser: createChooser(message) })?.question;
}

describe('an event told with its day', () => {
  it.each([
    ['I have a job interview for a marketing manager position next Monday.', 'next Monday', 'job interview', 'What would getting this job mean for you?'],
    ['I have a presentation to my boss on Friday.', 'on Friday', 'presentation', 'What would a really good presentation mean for you?'],
    ['I have my IELTS exam next month.', 'next month', 'IELTS exam', 'What would a good result in your IELTS exam mean for you?'],
  ])('%j: %s', (message, when, event, question) => {
    expect(lastQuestion(message, when, event)).toBe(question);
  });
});
